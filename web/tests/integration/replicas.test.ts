import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { answerWhileStopping } from '@journey-canvas/testing/in-flight';
import { listens } from '@journey-canvas/testing/listens';
import { NGINX, startProxy } from '@journey-canvas/testing/nginx-proxy';
import { freePort } from '@journey-canvas/testing/ports';
import { scratchPostgres, type ScratchDatabase } from '@journey-canvas/testing/postgres';
import { canRunRedis, privateRedis } from '@journey-canvas/testing/redis-server';
import { startS3, type RunningS3 } from '@journey-canvas/testing/s3-server';
import { startSite, type RunningSite } from '@journey-canvas/testing/site-server';
import { startStrapi, testEnvironment, type RunningStrapi } from '@journey-canvas/testing/strapi-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureFormats } from '@journey-canvas/testing/picture-formats';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const missing = [
  !(await listens(REDIS_URL, 6379)) && `no Redis listens at ${REDIS_URL}`,
  !(await listens('postgres://127.0.0.1:5432', 5432)) && 'no PostgreSQL listens at 127.0.0.1:5432',
].filter(Boolean);
if (missing.length > 0) console.info(`Two CMS and two site replicas not tested: ${missing.join('; ')}`);
if (!canRunRedis())
  console.info('A Redis outage between site replicas not tested: no redis-server (apt-get install redis-server)');

const REFUSED_UPLOAD = 'Please upload only JPG, PNG, or WEBP images under 10MB.';

async function call(
  base: string,
  path: string,
  { method, token, body }: { method?: string; token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

const login = (cms: RunningStrapi, password: string) =>
  call(cms.url, '/api/auth/local', { body: { identifier: DEV_ADMIN.email, password } });

const page = (site: RunningSite, path: string) => fetch(`${site.url}${path}`).then((response) => response.text());

const upload = (cms: RunningStrapi, token: string, bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return call(cms.url, '/api/upload', { method: 'POST', token, body: form });
};

/** A real JPEG, 1200 px wide, carrying EXIF location metadata for the image guard to strip. */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 160 } } })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .jpeg()
    .toBuffer();

const story = (title: string, images: number[]) => ({
  title,
  postType: 'adventure',
  content: 'We rode the night train over the pass and woke to snow on the larches. '.repeat(3),
  author: 'Test Author',
  metaDescription: 'A night train over the Alps, from a sleeper berth to the first coffee in the valley.',
  images,
});

/**
 * Production's shape on one machine: two CMS processes and two site processes sharing PostgreSQL,
 * Redis and S3-compatible storage (s3rver). The CMS webhook reaches site replica A only, as it
 * would through a load balancer; replica B must hear of every change over Redis.
 */
describe.runIf(missing.length === 0)('two CMS and two site replicas on PostgreSQL, Redis and S3', () => {
  let s3: RunningS3;
  let database: ScratchDatabase;
  let cmsEnv: Record<string, string>;
  let siteEnv: Record<string, string>;
  const cms: RunningStrapi[] = [];
  const sites: RunningSite[] = [];
  let token: string;

  beforeAll(async () => {
    s3 = await startS3();
    database = await scratchPostgres();
    const sitePorts = [await freePort(), await freePort()];
    const shared = { REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
    const secrets = { WEB_PURGE_SECRET: randomBytes(24).toString('hex'), PREVIEW_SECRET: randomBytes(24).toString('hex') };
    cmsEnv = {
      // One set of secrets for both, as replicas have: a token from one is good on the other.
      ...testEnvironment(),
      ...database.env,
      ...s3.env,
      ...shared,
      ...secrets,
      SEED_DEMO_CONTENT: 'false',
      LOGIN_COOLDOWN_SECONDS: '120',
      // Small, so that one limit counted over both replicas shows (decision 087).
      NEWSLETTER_CONFIRMATIONS_PER_ADDRESS: '3',
      WEB_PURGE_URL: `http://127.0.0.1:${sitePorts[0]}/api/cache/purge`,
    };
    // One after the other: the first creates the tables.
    cms.push(await startStrapi(cmsEnv));
    cms.push(await startStrapi(cmsEnv));
    siteEnv = { ...shared, ...secrets };
    for (const [i, port] of sitePorts.entries()) sites.push(await startSite({ ...siteEnv, CMS_URL: cms[i]!.url }, port));
    const answer = await login(cms[0]!, DEV_ADMIN.password);
    token = answer.body.jwt;
  }, 300_000);

  afterAll(async () => {
    await Promise.all([...sites, ...cms].map((server) => server.stop()));
    await database?.drop();
    await s3?.stop();
  });

  it('say at start which stores they share, and are ready', async () => {
    for (const server of cms) {
      expect(fs.readFileSync(server.logFile, 'utf8')).toMatch(
        /Shared stores: data in PostgreSQL; login and rate-limit counters in Redis at 127\.0\.0\.1:6379; media on S3-compatible storage \(bucket media at 127\.0\.0\.1:\d+\)/,
      );
      expect(await call(server.url, '/api/health/ready')).toEqual({
        status: 200,
        body: { status: 'ready', database: 'ok', redis: 'ok' },
      });
    }
    for (const site of sites) {
      await expect
        .poll(() => site.events().find((event) => event.event === 'shared-stores')?.message)
        .toBe(
          'Shared stores: response cache in process memory and Redis at 127.0.0.1:6379, purges sent to every replica; ' +
            'client-error limit in Redis at 127.0.0.1:6379, process memory while it is away',
        );
      const ready = await call(site.url, '/api/health/ready');
      expect(ready).toEqual({ status: 200, body: { status: 'ready', cms: 'ok', redis: 'ok' } });
      expect((await fetch(`${site.url}/_health`)).status).toBe(204);
    }
  });

  it('show an edit made through CMS replica A on both site replicas within seconds', async () => {
    const image = (await upload(cms[0]!, token, await photo(), 'train.jpg')).body[0].id;
    const created = await call(cms[0]!.url, '/api/admin/blog-posts', { token, body: story('Night trains of the Alps', [image]) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/articles/${created.body.slug}`;
    for (const site of sites) {
      // Twice: the second answer comes from the cache, which the edit must then reach.
      expect(await page(site, path)).toContain('Night trains of the Alps');
      expect(await page(site, path)).toContain('Night trains of the Alps');
    }
    // Site replica B found the page replica A rendered, in Redis.
    // (Page views are written asynchronously: polled.)
    await expect
      .poll(() =>
        sites[1]!
          .events()
          .filter((event) => event.path === path)
          .map((event) => event.cache),
      )
      .toEqual(['hit', 'hit']);

    const edited = await call(cms[0]!.url, `/api/admin/blog-posts/${created.body.id}`, {
      method: 'PUT',
      token,
      body: story('Night trains of the Alps, revisited', [image]),
    });
    expect(edited.status).toBe(200);
    for (const site of sites)
      await expect.poll(() => page(site, path), { timeout: 10_000 }).toContain('Night trains of the Alps, revisited');
    expect(sites[1]!.events()).toContainEqual(expect.objectContaining({ event: 'cache-purge', trigger: 'replica' }));
  });

  it.runIf(fs.existsSync(NGINX))(
    "serve both site replicas through the compose proxy, which keeps pages only as the site's headers allow and shows an edit within seconds",
    async () => {
      const proxy = await startProxy({ 'web-a': new URL(sites[0]!.url).host, 'web-b': new URL(sites[1]!.url).host });
      try {
        const image = (await upload(cms[0]!, token, await photo(), 'lake.jpg')).body[0].id;
        const created = await call(cms[0]!.url, '/api/admin/blog-posts', { token, body: story('Lake Como by ferry', [image]) });
        const path = `/articles/${created.body.slug}`;
        const through = (url: string) => fetch(`${proxy.siteUrl}${url}`);
        const first = await through(path);
        expect([first.status, first.headers.get('x-proxy-cache')]).toEqual([200, 'MISS']);
        const second = await through(path);
        expect([second.status, second.headers.get('x-proxy-cache')]).toEqual([200, 'HIT']);
        // The site's own Cache-Control reaches a CDN in front, untouched.
        expect(second.headers.get('cache-control')).toBe(
          'public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400',
        );
        // Answers the site marks no-store are never kept: a miss each time.
        for (let i = 0; i < 2; i += 1)
          expect((await through('/articles/no-such-story')).headers.get('x-proxy-cache')).toBe('MISS');

        await call(cms[0]!.url, `/api/admin/blog-posts/${created.body.id}`, {
          method: 'PUT',
          token,
          body: story('Lake Como by night ferry', [image]),
        });
        await expect.poll(async () => (await through(path)).text(), { timeout: 15_000 }).toContain('Lake Como by night ferry');
      } finally {
        await proxy.stop();
      }
    },
  );

  it('store an upload through CMS replica A in S3, where replica B and readers find it, checked by the image guard', async () => {
    const uploaded = await upload(cms[0]!, token, await photo(), 'ridge.jpg');
    expect(uploaded.status).toBe(201);
    const id = uploaded.body[0].id;

    const file = await call(cms[1]!.url, `/api/upload/files/${id}`, { token });
    expect(file.status).toBe(200);
    expect(file.body.url.startsWith(`${s3.env.S3_PUBLIC_URL}/`)).toBe(true);
    expect(Object.keys(file.body.formats).sort()).toEqual(pictureFormats(['small', 'medium', 'large']));
    expect(s3.objects()).toContain(`${file.body.hash}${file.body.ext}`);
    const stored = await fetch(file.body.url);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    const metadata = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect([metadata.width, metadata.exif]).toEqual([1200, undefined]);

    const objects = s3.objects().length;
    const refused = await upload(cms[1]!, token, Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(REFUSED_UPLOAD);
    expect(s3.objects()).toHaveLength(objects);

    const created = await call(cms[1]!.url, '/api/admin/blog-posts', {
      method: 'POST',
      token,
      body: story('Above the tree line', [id]),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await expect.poll(() => page(sites[0]!, `/articles/${created.body.slug}`)).toContain(`src="${file.body.formats.large.url}"`);
  });

  it('count confirmation emails from one client on both CMS replicas against one limit', async () => {
    const [a, b] = cms as [RunningStrapi, RunningStrapi];
    const run = randomUUID().slice(0, 8);
    for (const [n, replica] of [a, b, a, b, a, b].entries()) {
      const email = `brake-${run}-${n}@example.com`;
      expect((await call(replica.url, '/api/newsletter-subscriptions', { body: { data: { email } } })).status).toBe(202);
    }
    // Over the limit nothing is sent and nothing kept: three addresses in all, not three a replica.
    const listed = await call(
      a.url,
      `/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: `brake-${run}` }))}`,
      {
        token,
      },
    );
    expect(listed.body).toHaveLength(3);
  });

  it('lock an account on both CMS replicas after five failures spread over them, and keep it locked across a restart, which answers a request in flight before the replica exits', async () => {
    const [a, b] = cms as [RunningStrapi, RunningStrapi];
    const statuses = [];
    for (const replica of [a, b, a, b, a]) statuses.push((await login(replica, `wrong-${randomUUID()}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect((await login(b, DEV_ADMIN.password)).status).toBe(429);
    expect((await login(a, DEV_ADMIN.password)).status).toBe(429);

    // Told to stop with a login whose body is still on its way: in flight for certain, and answered.
    const late = JSON.stringify({ identifier: `${randomUUID()}@example.com`, password: 'not-it' });
    expect([400, 429]).toContain(
      await answerWhileStopping(`${b.url}/api/auth/local`, late, () => process.kill(b.pid, 'SIGTERM')),
    );
    await b.stop();
    expect(fs.readFileSync(b.logFile, 'utf8')).toMatch(/SIGTERM: draining 1 request\(s\) in flight, then stopping/);
    cms[1] = await startStrapi(cmsEnv, Number(new URL(b.url).port));
    expect((await login(cms[1], DEV_ADMIN.password)).status).toBe(429);
  });

  it('count readers on two site replicas once each, and lose or double no count when one is killed after a flush', async () => {
    const counting = { ...siteEnv, ANALYTICS_FLUSH_SECONDS: '0.5', WARM_PAGES: '0' };
    const a = await startSite({ ...counting, CMS_URL: cms[0]!.url });
    const b = await startSite({ ...counting, CMS_URL: cms[1]!.url });
    try {
      const reader = (n: number) => `Mozilla/5.0 (X11; Linux x86_64; rv:13${n}.0) Gecko/20100101 Firefox/13${n}.0`;
      const view = async (site: RunningSite, n: number) =>
        expect((await fetch(`${site.url}/about`, { headers: { 'User-Agent': reader(n) } })).status).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      const totals = async () => {
        const { body } = await call(cms[0]!.url, `/api/admin/analytics/summary?from=${today}&to=${today}`, { token });
        return [body.views, body.visitors];
      };
      // Eight views by three readers, each of whom both replicas answer.
      for (let at = 0; at < 8; at += 1) await view(at % 2 ? b : a, at % 3);
      await expect.poll(totals, { timeout: 20_000 }).toEqual([8, 3]);
      // Killed right after its flush, B held nothing: no view is lost, and no reader is new again on A.
      process.kill(b.pid, 'SIGKILL');
      await view(a, 0);
      await view(a, 1);
      await expect.poll(totals, { timeout: 20_000 }).toEqual([10, 3]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('let a site replica finish a request in flight when told to stop', async () => {
    const site = sites[1]!;
    // A browser error report whose body is still on its way when SIGTERM arrives: in flight for certain.
    const body = JSON.stringify({ kind: 'error', message: 'late report', path: '/' });
    expect(await answerWhileStopping(`${site.url}/api/client-errors`, body, () => process.kill(site.pid, 'SIGTERM'))).toBe(204);
    await site.stop();
    expect(site.events()).toContainEqual(
      expect.objectContaining({ event: 'stopping', message: 'SIGTERM: draining 1 request(s) in flight, then stopping' }),
    );
  });

  it.runIf(canRunRedis())(
    'keep two site replicas serving through a Redis outage, and purge what they missed once it is back',
    async () => {
      const redis = await privateRedis();
      const pair = [];
      try {
        for (const replica of cms) pair.push(await startSite({ ...siteEnv, REDIS_URL: redis.url, CMS_URL: replica.url }));
        const [c, d] = pair as [RunningSite, RunningSite];
        const image = (await upload(cms[0]!, token, await photo(), 'pass.jpg')).body[0].id;
        const created = await call(cms[0]!.url, '/api/admin/blog-posts', {
          token,
          body: story('Over the Bernina Pass', [image]),
        });
        const path = `/articles/${created.body.slug}`;
        for (const site of pair) expect(await page(site, path)).toContain('Over the Bernina Pass');

        await redis.stop();
        await expect.poll(async () => (await call(c.url, '/api/health/ready')).body.redis).toBe('unavailable');
        expect(await page(d, path)).toContain('Over the Bernina Pass');
        await call(cms[0]!.url, `/api/admin/blog-posts/${created.body.id}`, {
          method: 'PUT',
          token,
          body: story('Over the Bernina Pass in winter', [image]),
        });
        // The webhook, as the CMS sends it, reaches replica C only, which cannot tell D.
        const purge = await fetch(`${c.url}/api/cache/purge`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${siteEnv.WEB_PURGE_SECRET}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ event: 'entry.update', uid: 'api::blog-post.blog-post', entry: { slug: created.body.slug } }),
        });
        expect(purge.status).toBe(200);
        expect(await page(c, path)).toContain('Over the Bernina Pass in winter');

        await redis.start();
        await expect.poll(() => page(d, path), { timeout: 15_000 }).toContain('Over the Bernina Pass in winter');
        expect(d.events()).toContainEqual(expect.objectContaining({ event: 'cache-purge', trigger: 'redis-reconnected' }));
        for (const site of pair) {
          expect(site.events().filter((event) => event.event === 'redis-warning')).toHaveLength(1);
          await expect.poll(async () => (await call(site.url, '/api/health/ready')).body.redis).toBe('ok');
        }
      } finally {
        await Promise.all(pair.map((site) => site.stop()));
        await redis.stop();
      }
    },
  );

  it('render the front pages and the newest stories into a new site before anyone asks', async () => {
    const newest = await call(cms[0]!.url, '/api/blog-posts?sort=publishedAt:desc&pagination[pageSize]=1');
    expect(newest.body.data.length).toBe(1);
    const paths = ['/', '/articles', '/rss.xml', `/articles/${newest.body.data[0].slug}`];
    const site = await startSite({ ...siteEnv, REDIS_URL: '', WARM_PAGES: '5', CMS_URL: cms[0]!.url });
    try {
      await expect
        .poll(() => site.events().find((event) => event.event === 'cache-warm'), { timeout: 30_000 })
        .toMatchObject({ trigger: 'start' });
      for (const path of paths) expect((await fetch(`${site.url}${path}`)).status, path).toBe(200);
      // The first reader of each met a kept page (decision 067).
      await expect
        .poll(() =>
          site
            .events()
            .filter((event) => event.event === 'request' && paths.includes(event.path as string))
            .map((event) => [event.path, event.cache]),
        )
        .toEqual(paths.map((path) => [path, 'hit']));
    } finally {
      await site.stop();
    }
  });

  it('keep their pages across a restart in the disk tier, so the first readers after it meet kept pages', async () => {
    const oldest = await call(cms[0]!.url, '/api/blog-posts?sort=publishedAt:asc&pagination[pageSize]=1');
    // Neither is rendered ahead at start (WARM_PAGES 0 renders the front pages only).
    const paths = ['/about', `/articles/${oldest.body.data[0].slug}`];
    const pageFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-pages-')), 'pages.sqlite');
    const env = { ...siteEnv, REDIS_URL: '', WARM_PAGES: '0', PAGE_CACHE_DISK: pageFile, CMS_URL: cms[0]!.url };
    const views = (site: RunningSite) =>
      site
        .events()
        .filter((event) => event.event === 'request' && paths.includes(event.path as string))
        .map((event) => [event.path, event.cache]);
    const before = await startSite(env);
    try {
      for (const address of paths) expect((await fetch(`${before.url}${address}`)).status, address).toBe(200);
      await expect.poll(() => views(before)).toEqual(paths.map((address) => [address, 'miss']));
    } finally {
      await before.stop();
    }
    const after = await startSite(env);
    try {
      for (const address of paths) expect((await fetch(`${after.url}${address}`)).status, address).toBe(200);
      await expect.poll(() => views(after)).toEqual(paths.map((address) => [address, 'hit']));
    } finally {
      await after.stop();
    }
  });

  it('keep a site serving without Redis, and say so', async () => {
    const site = await startSite({ ...siteEnv, REDIS_URL: 'redis://127.0.0.1:1', CMS_URL: cms[0]!.url });
    try {
      // A page the start does not render ahead (decision 067), so its first request is a miss.
      expect((await fetch(`${site.url}/about`)).status).toBe(200);
      expect((await fetch(`${site.url}/about`)).status).toBe(200);
      expect(await call(site.url, '/api/health/ready')).toEqual({
        status: 200,
        body: { status: 'ready', cms: 'ok', redis: 'unavailable' },
      });
      const report = await call(site.url, '/api/client-errors', { method: 'POST', body: { kind: 'error', message: 'offline' } });
      expect(report.status).toBe(204);
      // Logged once the connection has had its chance (3 s).
      await expect
        .poll(() => site.events().find((event) => event.event === 'shared-stores')?.message, { timeout: 10_000 })
        .toMatch(/response cache in process memory for now: Redis at 127\.0\.0\.1:1 does not answer yet/);
      expect(site.events().filter((event) => event.event === 'redis-warning')).toHaveLength(1);
      await expect
        .poll(() =>
          site
            .events()
            .filter((event) => event.path === '/about')
            .map((event) => event.cache),
        )
        .toEqual(['miss', 'hit']);
    } finally {
      await site.stop();
    }
  });
});
