import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { loadEnvironment } from './environment';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-env-'));
const strong = 'k9V2pQ7xLw3mN8rT5yB1cF6hJ4sD0gZe';

const productionSecrets = {
  APP_KEYS: `${strong}a,${strong}b`,
  API_TOKEN_SALT: `${strong}c`,
  ADMIN_JWT_SECRET: `${strong}d`,
  TRANSFER_TOKEN_SALT: `${strong}e`,
  JWT_SECRET: `${strong}f`,
  ENCRYPTION_KEY: `${strong}g`,
  WEB_PURGE_SECRET: `${strong}h`,
  PREVIEW_SECRET: `${strong}i`,
  NEWSLETTER_SECRET: `${strong}j`,
  PUBLIC_SITE_URL: 'https://journeycanvas.example.org',
  SEED_ADMIN_EMAIL: 'editor@journeycanvas.com',
  SEED_ADMIN_PASSWORD: 'a-long-real-password-42',
};

describe('the CMS environment', () => {
  it('starts in development with nothing set, generating secrets once and keeping them', () => {
    const dir = tempDir();
    const first = loadEnvironment({}, dir);
    expect(first.CMS_PORT).toBe(1337);
    expect(first.DATABASE_CLIENT).toBe('sqlite');
    // 32 random bytes, in base64.
    expect(first.JWT_SECRET).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(first.APP_KEYS.split(',')).toHaveLength(4);
    expect(loadEnvironment({}, dir).JWT_SECRET).toBe(first.JWT_SECRET);
    expect(loadEnvironment({ JWT_SECRET: 'mine' }, dir).JWT_SECRET).toBe('mine');
    expect(first.SEED_ADMIN_EMAIL).toBe(DEV_ADMIN.email);
  });

  it('honours CMS_PORT and the DATABASE_ variables', () => {
    const env = loadEnvironment({ CMS_PORT: '4000', DATABASE_CLIENT: 'postgres', DATABASE_PORT: '6543' }, tempDir());
    expect(env).toMatchObject({ CMS_PORT: 4000, DATABASE_CLIENT: 'postgres', DATABASE_PORT: 6543 });
  });

  it('lists every invalid value', () => {
    expect(() => loadEnvironment({ DATABASE_CLIENT: 'mysql', CMS_PORT: 'abc' }, tempDir())).toThrow(
      /Invalid CMS environment:\n {2}- CMS_PORT: .*\n {2}- DATABASE_CLIENT: /,
    );
  });

  it('reads the trusted proxies as a list and refuses what is not an address or the old TRUST_PROXY=true', () => {
    expect(loadEnvironment({ TRUST_PROXY_ADDRESSES: '10.0.0.5, 172.30.0.0/24' }, tempDir()).TRUST_PROXY_ADDRESSES).toEqual([
      '10.0.0.5',
      '172.30.0.0/24',
    ]);
    expect(loadEnvironment({}, tempDir()).TRUST_PROXY_ADDRESSES).toEqual([]);
    expect(() => loadEnvironment({ TRUST_PROXY_ADDRESSES: 'proxy.example' }, tempDir())).toThrow(
      /TRUST_PROXY_ADDRESSES: invalid IP address: proxy.example/,
    );
    expect(() => loadEnvironment({ TRUST_PROXY: 'true' }, tempDir())).toThrow(/TRUST_PROXY is replaced by TRUST_PROXY_ADDRESSES/);
  });

  it('never lets the auth rate limit be turned off', () => {
    expect(() => loadEnvironment({ AUTH_RATE_LIMIT_MAX: '0' }, tempDir())).toThrow(/AUTH_RATE_LIMIT_MAX: must be at least 1/);
  });

  it('refuses a production start with missing or example secrets and the development admin', () => {
    expect(() => loadEnvironment({ NODE_ENV: 'production', JWT_SECRET: 'change-me' }, tempDir())).toThrow(
      [
        'Refusing to start the CMS in production with unsafe settings:',
        '  - APP_KEYS is not set',
        '  - API_TOKEN_SALT is not set',
        '  - ADMIN_JWT_SECRET is not set',
        '  - TRANSFER_TOKEN_SALT is not set',
        '  - JWT_SECRET is a placeholder or shorter than 16 characters',
        '  - ENCRYPTION_KEY is not set',
        '  - WEB_PURGE_SECRET is not set',
        '  - PREVIEW_SECRET is not set',
        '  - NEWSLETTER_SECRET is not set',
        '  - SEED_ADMIN_EMAIL is the development default',
        '  - SEED_ADMIN_PASSWORD is the development default',
        '  - PUBLIC_SITE_URL is not set (preview links point there)',
        'Set real values (see .env.example); generate secrets with: openssl rand -base64 32',
      ].join('\n'),
    );
  });

  it('publishes scheduled posts every 30 seconds unless told otherwise, at least once a minute', () => {
    expect(loadEnvironment({}, tempDir()).SCHEDULE_TICK_SECONDS).toBe(30);
    expect(loadEnvironment({ SCHEDULE_TICK_SECONDS: '2' }, tempDir()).SCHEDULE_TICK_SECONDS).toBe(2);
    expect(() => loadEnvironment({ SCHEDULE_TICK_SECONDS: '90' }, tempDir())).toThrow(
      /SCHEDULE_TICK_SECONDS: must be between 1 and 60/,
    );
  });

  it('starts in production with real secrets and credentials', () => {
    const env = loadEnvironment({ NODE_ENV: 'production', ...productionSecrets }, tempDir());
    expect(env.JWT_SECRET).toBe(`${strong}f`);
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('sends mail only through an smtp(s) URL, and in production from a sender of its own', () => {
    expect(() => loadEnvironment({ SMTP_URL: 'http://mail.example' }, tempDir())).toThrow(/SMTP_URL: must start with smtp/);
    const production = { NODE_ENV: 'production', ...productionSecrets, SMTP_URL: 'smtps://user:pass@mail.example:465' };
    expect(() => loadEnvironment(production, tempDir())).toThrow(/MAIL_FROM is the example sender/);
    expect(loadEnvironment({ ...production, MAIL_FROM: 'Journey Canvas <news@journeycanvas.com>' }, tempDir()).SMTP_URL).toBe(
      'smtps://user:pass@mail.example:465',
    );
  });
});
