import { errors } from '@strapi/utils';

type Body = Record<string, unknown>;

/** koa-body also takes an array. */
export function writeBody(body: unknown): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new errors.ValidationError('The request body must be a JSON object');
  }
  return body as Body;
}
