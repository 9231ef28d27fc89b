import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** The site's environment, validated once at start; a production start refuses unsafe values. */
const schema = z.object({
  NODE_ENV: z.string().default('development'),
  WEB_PORT: z.coerce.number().int().positive().default(3000),
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  CMS_PUBLIC_URL: z.url().optional(),
  PUBLIC_SITE_URL: z.url().optional(),
  WEB_PURGE_SECRET: z.string().optional(),
  PREVIEW_SECRET: z.string().optional(),
});

/** Every variable the site reads (TRUST_PROXY and TRUST_PROXY_HOPS are read by server.js). */
export const ENVIRONMENT_VARIABLES = [...Object.keys(schema.shape), 'TRUST_PROXY', 'TRUST_PROXY_HOPS'];

export type WebEnvironment = {
  production: boolean;
  port: number;
  cmsUrl: string;
  cmsPublicUrl: string;
  siteUrl: string;
  purgeSecret: string;
  previewSecret: string;
};

/** A shared secret fit for production: set, not a placeholder, at least 16 characters. */
const weakSecret = (value: string | undefined) => !value || value.length < 16 || /change-?me/i.test(value);

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function loadWebEnvironment(source: NodeJS.ProcessEnv = process.env): WebEnvironment {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const list = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid site environment:\n${list}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production) {
    const problems = [
      !env.PUBLIC_SITE_URL && 'PUBLIC_SITE_URL is not set',
      !env.CMS_PUBLIC_URL && 'CMS_PUBLIC_URL is not set',
      weakSecret(env.WEB_PURGE_SECRET) && 'WEB_PURGE_SECRET is missing, a placeholder or shorter than 16 characters',
      weakSecret(env.PREVIEW_SECRET) && 'PREVIEW_SECRET is missing, a placeholder or shorter than 16 characters',
    ].filter(Boolean);
    if (problems.length > 0) {
      throw new Error(`Refusing to start the site in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    }
  }
  return {
    production,
    port: env.WEB_PORT,
    cmsUrl: trimSlash(env.CMS_URL),
    cmsPublicUrl: trimSlash(env.CMS_PUBLIC_URL ?? 'http://localhost:1337'),
    siteUrl: trimSlash(env.PUBLIC_SITE_URL ?? `http://localhost:${env.WEB_PORT}`),
    // Development without a configured secret: a random one, so the purge endpoint stays closed.
    purgeSecret: env.WEB_PURGE_SECRET || randomBytes(24).toString('hex'),
    // Likewise: without the CMS's secret no preview link opens.
    previewSecret: env.PREVIEW_SECRET || randomBytes(24).toString('hex'),
  };
}

let cached: WebEnvironment | undefined;

export function webEnvironment(): WebEnvironment {
  cached ??= loadWebEnvironment();
  return cached;
}
