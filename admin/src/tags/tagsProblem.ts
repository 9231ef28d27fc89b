/** A bad list's error sits on the list, a bad tag's at its place (`errors.tags[1]`): the first is shown. */
export function tagsProblem(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  // Holes stand for the tags that passed.
  return Array.isArray(error) ? error.map(tagsProblem).find(Boolean) : undefined;
}
