/** One line per event, as JSON, on stdout (page views) or stderr (errors). */
export function logEvent(event: string, fields: Record<string, unknown>) {
  const line = JSON.stringify({ time: new Date().toISOString(), event, ...fields });
  if (event.endsWith('error') || event === 'not-found') console.error(line);
  else console.log(line);
}

/**
 * An error as log fields: what it says, the chain of causes behind it (a failed fetch only says
 * "fetch failed"; the refused connection or the timeout is in its cause), and the path of the
 * request it was about, when it carries one (the CMS's errors do).
 */
export function errorFields(error: unknown): { message: string; cause?: string; path?: string } {
  const describe = (value: unknown): string => {
    if (!(value instanceof Error)) return String(value);
    // A host with several addresses fails with one error per address and no message of its own.
    const inner = value instanceof AggregateError ? ` [${value.errors.map(describe).join('; ')}]` : '';
    return `${value.name}: ${value.message}${inner}`;
  };
  const causes: string[] = [];
  for (let cause = (error as { cause?: unknown } | null)?.cause; cause !== undefined && causes.length < 5;) {
    causes.push(describe(cause));
    cause = (cause as { cause?: unknown } | null)?.cause;
  }
  const path = (error as { path?: unknown } | null)?.path;
  return {
    message: describe(error),
    cause: causes.length > 0 ? causes.join(' <- ') : undefined,
    path: typeof path === 'string' ? path : undefined,
  };
}
