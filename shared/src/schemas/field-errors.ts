import type { z } from 'zod';

/** The first message per top-level field, as a form shows it. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

interface StrapiErrorDetails {
  errors?: { path?: unknown[]; message?: unknown }[];
}

/** Details without a field path are left to the error's own message. */
export function strapiFieldErrors(details: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of (details as StrapiErrorDetails | undefined)?.errors ?? []) {
    const field = detail.path?.[0];
    if (field !== undefined && typeof detail.message === 'string') errors[String(field)] ??= detail.message;
  }
  return errors;
}
