import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWebEnvironment } from './env.server';

const production = {
  NODE_ENV: 'production',
  PUBLIC_SITE_URL: 'https://journeycanvas.example/',
  CMS_PUBLIC_URL: 'https://cms.journeycanvas.example',
  WEB_PURGE_SECRET: 'k9V2pQ7xLw3mN8rT5yB1cF6hJ4sD0gZe',
  PREVIEW_SECRET: 'Qm4tX8vB2nR6wK1pL9sD3fH7jG5cZ0yA',
};

describe('the site environment', () => {
  it('runs in development with nothing set, its purge endpoint closed by a random secret', () => {
    const env = loadWebEnvironment({});
    expect(env).toMatchObject({
      production: false,
      port: 3000,
      cmsUrl: 'http://127.0.0.1:1337',
      cmsPublicUrl: 'http://localhost:1337',
      siteUrl: 'http://localhost:3000',
    });
    expect(env.purgeSecret).toMatch(/^[0-9a-f]{48}$/);
  });

  it('lists every invalid value', () => {
    expect(() => loadWebEnvironment({ WEB_PORT: 'abc', CMS_URL: 'not a url' })).toThrow(
      /^Invalid site environment:\n {2}- WEB_PORT: .+\n {2}- CMS_URL: .+$/,
    );
  });

  it('refuses a production start without its public addresses or with a placeholder purge secret', () => {
    expect(() => loadWebEnvironment({ NODE_ENV: 'production', WEB_PURGE_SECRET: 'change-me' })).toThrow(
      [
        'Refusing to start the site in production with unsafe settings:',
        '  - PUBLIC_SITE_URL is not set',
        '  - CMS_PUBLIC_URL is not set',
        '  - WEB_PURGE_SECRET is a placeholder or shorter than 16 characters',
      ].join('\n'),
    );
  });

  it('takes pictures from MEDIA_PUBLIC_URL when set, from the CMS when it is empty', () => {
    expect(loadWebEnvironment({ ...production, MEDIA_PUBLIC_URL: 'https://media.journeycanvas.example/jc/' }).mediaOrigin).toBe(
      'https://media.journeycanvas.example',
    );
    expect(loadWebEnvironment({ ...production, MEDIA_PUBLIC_URL: '' }).mediaOrigin).toBe('https://cms.journeycanvas.example');
  });

  it('starts in production with real values, addresses without a trailing slash', () => {
    expect(loadWebEnvironment(production)).toEqual({
      production: true,
      port: 3000,
      cmsUrl: 'http://127.0.0.1:1337',
      cmsPublicUrl: 'https://cms.journeycanvas.example',
      mediaOrigin: 'https://cms.journeycanvas.example',
      siteUrl: 'https://journeycanvas.example',
      purgeSecret: production.WEB_PURGE_SECRET,
      pageCacheBytes: 64 * 1024 * 1024,
      pageCacheFile: path.resolve('.cache/pages.sqlite'),
      pageCacheDiskBytes: 2048 * 1024 * 1024,
      previewSecret: production.PREVIEW_SECRET,
      redisUrl: undefined,
      redisKeyPrefix: 'jc:',
      warmPages: 100,
      analyticsCountryHeader: undefined,
      analyticsFlushMs: 5000,
      analyticsCounting: true,
    });
  });
});
