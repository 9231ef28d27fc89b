import { z } from 'zod';
import { SITE_PATH_MAX_LENGTH } from '../limits';
import { REDIRECT_MESSAGES } from './messages';

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** No backslash: browsers read it as a slash, so `/\\evil.example` would leave the site. */
const SITE_PATH = /^\/[^\s?#\p{Cc}\\]*$/u;

export function normalSitePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

const isSitePath = (value: string) => SITE_PATH.test(value) && !value.startsWith('//');

/** Every spelling of one address (`/trip-%68`, `/trip-h/`) is one key, so a loop through another spelling is still a loop. */
export function sitePathKey(path: string): string {
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    return normalSitePath(path);
  }
  return normalSitePath(isSitePath(decoded) ? decoded : path);
}

/** As sent (redirects stored before keys, decision 089) and as its key. */
export const sitePathSpellings = (path: string) => [...new Set([path, sitePathKey(path)])];

/** Where other services check the site owns the domain (certificates, app links): never redirected. */
const isWellKnown = (path: string) => /^\/\.well-known(?:\/|$)/i.test(path);

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/[\s\p{Cc}]/u.test(value);
  } catch {
    return false;
  }
}

const pathText = (field: 'from' | 'to') =>
  z
    .string({ error: REDIRECT_MESSAGES.required(field) })
    .trim()
    .min(1, { error: REDIRECT_MESSAGES.required(field) })
    .max(SITE_PATH_MAX_LENGTH, { error: REDIRECT_MESSAGES.tooLong(field) });

/** Whether `from` is a live page, or the redirect would loop, only the CMS can tell. */
export const redirectSchema = z
  .object({
    from: pathText('from')
      .refine(isSitePath, { error: REDIRECT_MESSAGES.fromNotPath })
      .transform(sitePathKey)
      .refine((from) => !isWellKnown(from), { error: REDIRECT_MESSAGES.fromWellKnown }),
    to: pathText('to').refine((to) => isSitePath(to) || isWebAddress(to), { error: REDIRECT_MESSAGES.toInvalid }),
    status: z.union([z.literal(301), z.literal(302)], { error: REDIRECT_MESSAGES.status }).default(301),
  })
  .transform((redirect) => ({ ...redirect, to: isSitePath(redirect.to) ? normalSitePath(redirect.to) : redirect.to }))
  .refine((redirect) => redirect.from !== sitePathKey(redirect.to), { error: REDIRECT_MESSAGES.toItself, path: ['to'] });

export type Redirect = z.output<typeof redirectSchema>;
