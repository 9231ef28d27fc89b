/** What the site keeps of a report (api.client-errors.ts clips to the same lengths). */
export const CLIENT_ERROR_LIMITS = { kind: 40, message: 500, path: 300, source: 300, stack: 2000 } as const;

/** Sends a browser error to the site, which logs it with the page path. */
export function reportClientError(kind: string, error: unknown, source?: string) {
  const clip = (value: string | undefined, max: number) => value?.slice(0, max);
  const payload = JSON.stringify({
    kind: clip(kind, CLIENT_ERROR_LIMITS.kind),
    message: clip(error instanceof Error ? error.message : String(error), CLIENT_ERROR_LIMITS.message),
    stack: clip(error instanceof Error ? error.stack : undefined, CLIENT_ERROR_LIMITS.stack),
    source: clip(source, CLIENT_ERROR_LIMITS.source),
    path: clip(window.location.pathname, CLIENT_ERROR_LIMITS.path),
  });
  navigator.sendBeacon?.('/api/client-errors', new Blob([payload], { type: 'application/json' }));
}
