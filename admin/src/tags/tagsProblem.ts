/**
 * The message the tags field shows for its error. The resolver words a bad list (too many tags) on
 * the list itself but a bad tag at its own place in it (`errors.tags[1]`), and so does the CMS's
 * `tags.1`; the first bad tag's message is the one shown.
 */
export function tagsProblem(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  // Holes stand for the tags that passed.
  return Array.isArray(error) ? error.map(tagsProblem).find(Boolean) : undefined;
}
