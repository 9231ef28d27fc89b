import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { IMAGE_MAX_BYTES, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@journey-canvas/shared';

const KB = 1024;
const MB = 1024 * KB;

/** The admin app sends one at a time. */
export const FILES_PER_UPLOAD = 5;
/** Room for the images' descriptions. */
export const UPLOAD_MAX_BYTES = FILES_PER_UPLOAD * IMAGE_MAX_BYTES + MB;
/** A story is the largest. */
export const BODY_MAX_BYTES = MB;

/** The upload plugin's routes and the panel's logos. */
const UPLOAD_ROUTES = [/^\/api\/upload\/?$/, /^\/upload(?:\/files(?:\/\d+\/replace)?)?\/?$/, /^\/admin\/project-settings\/?$/];

const SMALL_BODIES: [RegExp, number][] = [
  [/^\/api\/auth\//, 4 * KB],
  [/^\/api\/newsletter-subscriptions\/?$/, 4 * KB],
  [/^\/api\/contact-messages\/?$/, 64 * KB],
  // 2,000 characters, up to 4 bytes each.
  [/^\/api\/comments\/?$/, 16 * KB],
  [/^\/api\/newsletter\//, 4 * KB],
];

/** koa-body's parsedMethods. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Settings › Import streams the file itself, counting as it goes. */
const IMPORT_FILE_ROUTE = /^\/api\/admin\/imports\/file\/?$/;

export function bodyRule(method: string, path: string): { uploads: boolean; maxBytes: number; tooLarge?: string } {
  if (method === 'PUT' && IMPORT_FILE_ROUTE.test(path))
    return { uploads: false, maxBytes: IMPORT_MAX_BYTES, tooLarge: IMPORT_MESSAGES.tooLarge };
  if (method === 'POST' && UPLOAD_ROUTES.some((route) => route.test(path))) return { uploads: true, maxBytes: UPLOAD_MAX_BYTES };
  return { uploads: false, maxBytes: SMALL_BODIES.find(([route]) => route.test(path))?.[1] ?? BODY_MAX_BYTES };
}

/** Koa's `request.length` wraps past 2 GB (`~~`), so a huge body would read as a negative one. */
export function declaredLength(ctx: Context): number | undefined {
  const header = ctx.get('Content-Length');
  return header === '' ? undefined : Number(header);
}

/** Strapi's body parser writes every multipart file to disk before any permission is consulted (decision 012). */
export default (_config: unknown, _deps: { strapi: Core.Strapi }) => async (ctx: Context, next: Next) => {
  if (!BODY_METHODS.has(ctx.method)) return next();
  const { uploads, maxBytes, tooLarge } = bodyRule(ctx.method, ctx.path);
  const multipart = Boolean(ctx.is('multipart'));
  if (multipart && !uploads) ctx.throw(415, 'This route does not accept files');
  const length = declaredLength(ctx);
  if (length === undefined && ctx.get('Transfer-Encoding') && !uploads) ctx.throw(411, 'A request body must state its length');
  if (length !== undefined && length > maxBytes) {
    throw new errors.PayloadTooLargeError(tooLarge ?? `The request body is larger than this route accepts (${maxBytes} bytes)`);
  }
  if (multipart && !ctx.get('Authorization')) throw new errors.UnauthorizedError('Sign in to upload files');
  return next();
};
