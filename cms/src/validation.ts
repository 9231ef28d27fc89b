import { errors } from '@strapi/utils';
import type { z } from 'zod';

/** Throws one `{ path, message }` per problem, which REST clients and Strapi's panel show per field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
    name: 'ValidationError',
  }));
  const summary = details.length === 1 ? details[0]!.message : `${details.length} errors occurred`;
  throw new errors.ValidationError(summary, { errors: details });
}

export function fieldError(field: string, message: string): errors.ValidationError {
  return new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new errors.ValidationError('The body must be a JSON object');
  return parseOrThrow(schema, body);
}
