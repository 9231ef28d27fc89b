import { strapiFieldErrors } from '@journey-canvas/shared';
import { fetchUtils, HttpError } from 'react-admin';
import { readSession } from './session';

interface StrapiErrorBody {
  error?: { message?: string; details?: unknown };
}

/**
 * Strapi answers `{ error: { message, details: { errors: [{ path, message }] } } }`; react-admin
 * shows server errors on their fields when they come as `{ errors: { field: message } }`.
 */
export function toReactAdminError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const strapi = (error.body as StrapiErrorBody | undefined)?.error;
  if (!strapi) return error;
  const message = strapi.message ?? error.message;
  return new HttpError(message, error.status, {
    ...(error.body as object),
    errors: { ...strapiFieldErrors(strapi.details), root: { serverError: message } },
  });
}

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    throw toReactAdminError(error);
  }
}
