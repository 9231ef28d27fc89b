import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { once, parseEnvironment, refuseUnsafeProduction, secretProblem } from '@journey-canvas/shared/server';
import { z } from 'zod';

/** The site's environment, validated once at start; a production start refuses unsafe values. */
const schema = z.object({
  NODE_ENV: z.string().default('development'),
  WEB_PORT: z.coerce.number().int().positive().default(3000),
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  CMS_PUBLIC_URL: z.url().optional(),
  // Where browsers fetch uploaded pictures when the CMS does not serve them (S3_PUBLIC_URL, a CDN).
  MEDIA_PUBLIC_URL: z.preprocess((value) => value || undefined, z.url().optional()),
  PUBLIC_SITE_URL: z.url().optional(),
  WEB_PURGE_SECRET: z.string().optional(),
  PAGE_CACHE_MB: z.coerce.number().int().nonnegative().default(64),
  // The disk tier (decision 070); 0 MB: memory only. Not used with REDIS_URL, whose tier is shared.
  PAGE_CACHE_DISK: z.string().min(1).default('.cache/pages.sqlite'),
  PAGE_CACHE_DISK_MB: z.coerce.number().int().nonnegative().default(2048),
  // Newest stories rendered into the cache at start (decision 067).
  WARM_PAGES: z.coerce.number().int().nonnegative().default(100),
  PREVIEW_SECRET: z.string().optional(),
  // Several replicas: the response cache's shared tier, its purges and the client-error limit; empty: process memory.
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default('jc:'),
  // A CDN's header naming the reader's country (CF-IPCountry, CloudFront-Viewer-Country); unset: Accept-Language's region.
  ANALYTICS_COUNTRY_HEADER: z.string().optional(),
  // How often page view counts go to the CMS; what a replica holds is sent when it stops.
  ANALYTICS_FLUSH_SECONDS: z.coerce.number().positive().default(5),
  // off: this process counts nothing, whatever Settings say (the bench's yardstick, a staging replica).
  ANALYTICS_COUNTING: z.enum(['on', 'off']).default('on'),
});

/** Every variable the site reads (TRUST_PROXY_ADDRESSES is read by server.js, through trust-proxy.js). */
export const ENVIRONMENT_VARIABLES = [...Object.keys(schema.shape), 'TRUST_PROXY_ADDRESSES'];

export type WebEnvironment = {
  production: boolean;
  port: number;
  cmsUrl: string;
  cmsPublicUrl: string;
  mediaOrigin: string;
  siteUrl: string;
  purgeSecret: string;
  pageCacheBytes: number;
  pageCacheFile: string;
  pageCacheDiskBytes: number;
  warmPages: number;
  previewSecret: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Lower-cased, as Node names request headers. */
  analyticsCountryHeader: string | undefined;
  analyticsFlushMs: number;
  analyticsCounting: boolean;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function loadWebEnvironment(source: Record<string, string | undefined> = process.env): WebEnvironment {
  const env = parseEnvironment('site', schema, source);
  const production = env.NODE_ENV === 'production';
  if (production) {
    const problems = [
      !env.PUBLIC_SITE_URL && 'PUBLIC_SITE_URL is not set',
      !env.CMS_PUBLIC_URL && 'CMS_PUBLIC_URL is not set',
      // The CMS holds the same secrets to the same rule.
      secretProblem('WEB_PURGE_SECRET', env.WEB_PURGE_SECRET),
      secretProblem('PREVIEW_SECRET', env.PREVIEW_SECRET),
    ].filter((problem): problem is string => Boolean(problem));
    refuseUnsafeProduction('site', problems);
  }
  return {
    production,
    port: env.WEB_PORT,
    cmsUrl: trimSlash(env.CMS_URL),
    cmsPublicUrl: trimSlash(env.CMS_PUBLIC_URL ?? 'http://localhost:1337'),
    mediaOrigin: new URL(env.MEDIA_PUBLIC_URL ?? env.CMS_PUBLIC_URL ?? 'http://localhost:1337').origin,
    siteUrl: trimSlash(env.PUBLIC_SITE_URL ?? `http://localhost:${env.WEB_PORT}`),
    // Development without a configured secret: a random one, so the purge endpoint stays closed.
    purgeSecret: env.WEB_PURGE_SECRET || randomBytes(24).toString('hex'),
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    pageCacheFile: path.resolve(env.PAGE_CACHE_DISK),
    pageCacheDiskBytes: env.PAGE_CACHE_DISK_MB * 1024 * 1024,
    warmPages: env.WARM_PAGES,
    // Likewise: without the CMS's secret no preview link opens.
    previewSecret: env.PREVIEW_SECRET || randomBytes(24).toString('hex'),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    analyticsCountryHeader: env.ANALYTICS_COUNTRY_HEADER?.trim().toLowerCase() || undefined,
    analyticsFlushMs: env.ANALYTICS_FLUSH_SECONDS * 1000,
    analyticsCounting: env.ANALYTICS_COUNTING === 'on',
  };
}

export const webEnvironment = once(() => loadWebEnvironment());
