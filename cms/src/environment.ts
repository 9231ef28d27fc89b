import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { DEV_ADMIN, once, parseEnvironment, refuseUnsafeProduction, secretProblem } from '@journey-canvas/shared/server';
import {
  DEFAULT_CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
  DEFAULT_CONFIRMATIONS_PER_HOUR,
  parseRequiredRoles,
  trustedProxyAddresses,
} from '@journey-canvas/shared';

/** Development needs no configuration; production refuses missing or example secrets and the dev admin. */

const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'WEB_PURGE_SECRET',
  'PREVIEW_SECRET',
  'NEWSLETTER_SECRET',
] as const;
type SecretName = (typeof SECRET_NAMES)[number];

const EXAMPLE_SENDER = 'Journey Canvas <newsletter@journeycanvas.example>';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value === 'true' || value === '1'));

const int = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : Number(value)))
    .pipe(z.number().int().nonnegative());

const text = (fallback?: string) =>
  z
    .string()
    .optional()
    .transform((value) => value || fallback);

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  CMS_PORT: int(1337),
  CMS_PUBLIC_URL: text(),
  // Forwarded headers are believed only from these senders (decision 014).
  TRUST_PROXY_ADDRESSES: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        const addresses = trustedProxyAddresses({ TRUST_PROXY_ADDRESSES: value });
        proxyaddr.compile(addresses);
        return addresses;
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  CORS_ORIGINS: z.string().default('http://localhost:3000,http://localhost:5173'),

  DATABASE_CLIENT: z.enum(['sqlite', 'postgres']).default('sqlite'),
  DATABASE_FILENAME: z.string().default('.tmp/data.db'),
  DATABASE_URL: text(),
  DATABASE_HOST: z.string().default('127.0.0.1'),
  DATABASE_PORT: int(5432),
  DATABASE_NAME: z.string().default('journey_canvas'),
  DATABASE_USERNAME: z.string().default('postgres'),
  DATABASE_PASSWORD: z.string().default(''),
  DATABASE_SCHEMA: z.string().default('public'),
  DATABASE_SSL: bool(false),
  DATABASE_POOL_MIN: int(0),
  DATABASE_POOL_MAX: int(10),
  CMS_PUBLIC_DIR: z.string().default('public'),

  SEED_ADMIN_EMAIL: z.string().default(DEV_ADMIN.email),
  SEED_ADMIN_PASSWORD: z.string().default(DEV_ADMIN.password),
  SEED_DEMO_CONTENT: bool(true),

  // Roles that must use two-step sign-in, e.g. administrator,editor (decision 046).
  TWO_FACTOR_REQUIRED_ROLES: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseRequiredRoles(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),

  AUTH_RATE_LIMIT_MAX: int(10).refine((max) => max >= 1, 'must be at least 1: the auth rate limit cannot be turned off'),
  LOGIN_COOLDOWN_SECONDS: int(15 * 60),

  // Shared counters for several CMS replicas; empty: process memory.
  REDIS_URL: text(),
  REDIS_KEY_PREFIX: z.string().default('jc:'),

  // Empty: local disk (public/uploads).
  S3_BUCKET: text(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: text(),
  S3_FORCE_PATH_STYLE: bool(false),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  S3_PUBLIC_URL: text(),
  // `none` for buckets that refuse ACLs.
  S3_ACL: z.string().default('public-read'),

  WEB_PURGE_URL: z.string().default('http://127.0.0.1:3000/api/cache/purge'),
  PUBLIC_SITE_URL: z.url().optional(),
  SCHEDULE_TICK_SECONDS: int(30).refine((seconds) => seconds >= 1 && seconds <= 60, 'must be between 1 and 60'),

  // Credentials in the URL; empty: sending is off (decision 055).
  SMTP_URL: text().refine((url) => !url || /^smtps?:\/\//.test(url), 'must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().default(EXAMPLE_SENDER),
  // Messages per batch; NEWSLETTER_RETRY_SECONDS doubles after each failure.
  NEWSLETTER_BATCH_SIZE: int(1000).refine((size) => size >= 1, 'must be at least 1'),
  NEWSLETTER_RETRY_SECONDS: int(60).refine((seconds) => seconds >= 1, 'must be at least 1'),
  // Per hour (decision 087); over either, the box still answers 202 and sends nothing.
  NEWSLETTER_CONFIRMATIONS_PER_ADDRESS: int(DEFAULT_CONFIRMATIONS_PER_ADDRESS_PER_HOUR).refine(
    (max) => max >= 1,
    'must be at least 1: the limit cannot be turned off',
  ),
  NEWSLETTER_CONFIRMATIONS_PER_HOUR: int(DEFAULT_CONFIRMATIONS_PER_HOUR).refine(
    (max) => max >= 1,
    'must be at least 1: the limit cannot be turned off',
  ),
  // Per hour, per address and per email address.
  COMMENT_RATE_LIMIT_MAX: int(10).refine((max) => max >= 1, 'must be at least 1: the limit cannot be turned off'),

  ...Object.fromEntries(SECRET_NAMES.map((name) => [name, text()])),
});

export type Environment = Omit<z.output<typeof schema>, 'PUBLIC_SITE_URL'> &
  Record<SecretName, string> & { PUBLIC_SITE_URL: string };

export const ENVIRONMENT_VARIABLES = Object.keys(schema.shape);

function devSecrets(file: string, names: readonly SecretName[]): Record<string, string> {
  const stored: Record<string, string> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const missing = names.filter((name) => !stored[name]);
  if (missing.length > 0) {
    for (const name of missing) {
      stored[name] =
        name === 'APP_KEYS'
          ? Array.from({ length: 4 }, () => randomBytes(16).toString('base64')).join(',')
          : randomBytes(32).toString('base64');
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return stored;
}

function productionProblems(env: Environment): string[] {
  const problems: string[] = [];
  for (const name of SECRET_NAMES) {
    const problem = secretProblem(name, env[name]);
    if (problem) problems.push(problem);
  }
  if (env.SEED_ADMIN_EMAIL.trim().toLowerCase() === DEV_ADMIN.email) problems.push('SEED_ADMIN_EMAIL is the development default');
  if (env.SEED_ADMIN_PASSWORD === DEV_ADMIN.password) problems.push('SEED_ADMIN_PASSWORD is the development default');
  if (env.SEED_ADMIN_PASSWORD.length < 12) problems.push('SEED_ADMIN_PASSWORD must be at least 12 characters');
  if (env.LOGIN_COOLDOWN_SECONDS < 60) problems.push('LOGIN_COOLDOWN_SECONDS must be at least 60');
  if (!env.PUBLIC_SITE_URL) problems.push('PUBLIC_SITE_URL is not set (preview links point there)');
  if (env.SMTP_URL && env.MAIL_FROM === EXAMPLE_SENDER) problems.push('MAIL_FROM is the example sender: set your own');
  return problems;
}

export function loadEnvironment(source: Record<string, string | undefined> = process.env, appDir = process.cwd()): Environment {
  trustedProxyAddresses(source); // refuses the old TRUST_PROXY=true, which believed any sender
  const env = parseEnvironment('CMS', schema, source) as Environment;
  if (env.NODE_ENV === 'production') {
    refuseUnsafeProduction(
      'CMS',
      productionProblems(env),
      'Set real values (see .env.example); generate secrets with: openssl rand -base64 32',
    );
    return env;
  }
  env.PUBLIC_SITE_URL ||= 'http://localhost:3000';
  const missing = SECRET_NAMES.filter((name) => !env[name]);
  if (missing.length > 0) {
    const generated = devSecrets(path.join(appDir, '.tmp', 'dev-secrets.json'), missing);
    for (const name of missing) env[name] = generated[name]!;
  }
  return env;
}

export const environment = once(() => loadEnvironment());
