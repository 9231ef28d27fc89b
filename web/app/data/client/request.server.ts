import { webEnvironment } from '../../platform/env.server';

/** A network failure, a timeout or a 5xx: readers get the friendly 503 page. */
export class CmsUnavailableError extends Error {
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    super('The content server cannot be reached', { cause });
    this.name = 'CmsUnavailableError';
  }
}

/** A 4xx: a rejected write, or a bug on this side. Never retried. */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly path: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CmsError';
  }
}

const REQUEST_TIMEOUT_MS = 5000;

export async function request(path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${webEnvironment().cmsUrl}${path}`, {
      ...init,
      headers: {
        Accept: 'application/json',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CmsUnavailableError(path, error);
  }
  if (response.status >= 500) {
    throw new CmsUnavailableError(path, new Error(`CMS answered ${response.status} ${response.statusText}`.trim()));
  }
  if (response.status === 204) return undefined;
  const body: unknown = await response.json().catch((error: unknown) => {
    // An error answer without a JSON body: its status says enough.
    if (!response.ok) return undefined;
    // A success cut off while it was read (reset, or past the timeout) is no answer; one that is not JSON breaks the contract.
    throw error instanceof SyntaxError ? error : new CmsUnavailableError(path, error);
  });
  if (!response.ok) {
    const error = (body as { error?: { message?: string; details?: unknown } } | undefined)?.error;
    throw new CmsError(response.status, error?.message ?? `CMS answered ${response.status}`, path, error?.details);
  }
  return body;
}
