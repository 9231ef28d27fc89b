import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { listens } from '@journey-canvas/testing/listens';
import { freePort } from '@journey-canvas/testing/ports';
import { scratchDatabase } from '@journey-canvas/testing/scratch-database';
import { startSite, type RunningSite } from '@journey-canvas/testing/site-server';
import { startStrapi, testEnvironment, type RunningStrapi } from '@journey-canvas/testing/strapi-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../cms');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisListens = await listens(REDIS_URL, 6379);
if (!redisListens) console.info(`Site replicas after a restore not tested: no Redis listens at ${REDIS_URL}`);

/** The pages that show every story, and each story's own. */
const LISTS = ['/', '/articles', '/rss.xml'];

interface Story {
  title: string;
  slug: string;
}

/** A CMS install: its database and its uploads folder. */
async function install(secrets: Record<string, string>) {
  const database = await scratchDatabase();
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-public-'));
  fs.mkdirSync(path.join(publicDir, 'uploads'));
  return { database, publicDir, env: { ...secrets, ...database.env, CMS_PUBLIC_DIR: publicDir } };
}

/** `npm run backup` or `npm run restore` for an install (their scripts), as an operator runs them. */
async function operator(script: 'backup' | 'restore', env: Record<string, string>, args: string[]) {
  const { stdout } = await promisify(execFile)(process.execPath, [`scripts/${script}.mjs`, ...args], {
    cwd: cmsDir,
    env: { ...process.env, ...env, INIT_CWD: cmsDir },
  });
  return stdout;
}

/** A published story, with the photo every story needs, made through the admin API. */
async function publishStory(cms: RunningStrapi, title: string): Promise<Story> {
  const login = await fetch(`${cms.url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password }),
  }).then((response) => response.json());
  const auth = { Authorization: `Bearer ${login.jwt}` };
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'story.jpg');
  const [file] = await fetch(`${cms.url}/api/upload`, { method: 'POST', headers: auth, body: form }).then((r) => r.json());
  const created = await fetch(`${cms.url}/api/admin/blog-posts`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title,
      postType: 'adventure',
      content: 'We followed the old mule track above the sea and slept in a stone hut at the pass. '.repeat(3),
      author: 'Test Author',
      metaDescription: 'Three days on foot above the sea, from the first village to the last.',
      images: [file.id],
    }),
  });
  const body = await created.json();
  expect(created.status, JSON.stringify(body)).toBe(201);
  return { title, slug: body.slug };
}

const fetchPage = async (site: RunningSite, address: string) => {
  const response = await fetch(`${site.url}${address}`);
  return { status: response.status, text: await response.text() };
};

let probes = 0;

/**
 * Reads a page with a query the page does not read (so the same cache key) that names this one
 * request in the log; its body and how the cache answered it.
 */
async function readLogged(site: RunningSite, address: string) {
  const probe = `${address}?utm_source=probe-${(probes += 1)}`;
  const { text } = await fetchPage(site, probe);
  let cache: unknown;
  // Page views are logged asynchronously.
  await expect.poll(() => (cache = site.events().find((event) => event.path === probe)?.cache)).toBeDefined();
  return { text, cache };
}

/** Reads the story's page and the lists until the response cache answers them showing the story. */
async function keptShowing(site: RunningSite, story: Story) {
  for (const address of [...LISTS, `/articles/${story.slug}`]) {
    await expect
      .poll(
        async () => {
          const { text, cache } = await readLogged(site, address);
          return { shows: text.includes(story.title), cache };
        },
        { timeout: 20_000 },
      )
      .toEqual({ shows: true, cache: 'hit' });
  }
}

/** The very first answers after the change: every list shows `now` and not `gone`, and `gone`'s page is no more. */
async function firstAnswersShow(site: RunningSite, { now, gone }: { now: Story; gone: Story }) {
  const answers = await Promise.all([...LISTS, `/articles/${gone.slug}`].map((address) => fetchPage(site, address)));
  for (const [i, address] of LISTS.entries()) {
    expect(answers[i]!.status, address).toBe(200);
    expect(answers[i]!.text, address).toContain(now.title);
    expect(answers[i]!.text, address).not.toContain(gone.title);
  }
  expect(answers[LISTS.length]!.status).toBe(404);
  expect((await fetchPage(site, `/articles/${now.slug}`)).text).toContain(now.title);
}

/**
 * The site's kept pages (memory and the disk tier) never outlive the database they were rendered
 * from (decision 081): after `npm run restore`, and when the site meets another database, the
 * very first answers show the new content.
 */
describe('the response cache after a restore or a switch of database', () => {
  const secrets: Record<string, string> = { ...testEnvironment(), SEED_DEMO_CONTENT: 'false' };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-generation-'));
  const archive = path.join(work, 'backup.tar.gz');
  const pageFile = path.join(work, 'pages.sqlite');
  const ports = { site: 0, cmsA: 0, cmsB: 0 };
  const installs: Awaited<ReturnType<typeof install>>[] = [];
  let a: Awaited<ReturnType<typeof install>>;
  let b: Awaited<ReturnType<typeof install>>;
  let cmsA: RunningStrapi | undefined;
  let cmsB: RunningStrapi | undefined;
  let site: RunningSite | undefined;
  // The story database A's backup holds (each test adds one the restore loses), and database B's story.
  let kept: Story;
  let storyB: Story;

  const purgeUrl = () => `http://127.0.0.1:${ports.site}/api/cache/purge`;
  /** The site on one disk tier throughout, with the CMS it is pointed at. */
  const siteOn = (cmsUrl: string) =>
    startSite(
      {
        CMS_URL: cmsUrl,
        WEB_PURGE_SECRET: secrets.WEB_PURGE_SECRET!,
        PREVIEW_SECRET: secrets.PREVIEW_SECRET!,
        PAGE_CACHE_DISK: pageFile,
      },
      ports.site,
    );
  const restoreA = async () => {
    await cmsA?.stop();
    expect(await operator('restore', a.env, [archive, '--force'])).toMatch(/^Restored 1 posts/);
    cmsA = await startStrapi({ ...a.env, WEB_PURGE_URL: purgeUrl() }, ports.cmsA);
  };

  beforeAll(async () => {
    ports.site = await freePort();
    ports.cmsA = await freePort();
    ports.cmsB = await freePort();
    a = await install(secrets);
    b = await install(secrets);
    installs.push(a, b);
    [cmsA, cmsB] = await Promise.all([
      startStrapi({ ...a.env, WEB_PURGE_URL: purgeUrl() }, ports.cmsA),
      // Not told the site's address: the site is pointed at A until the switch.
      startStrapi({ ...b.env, WEB_PURGE_URL: '' }, ports.cmsB),
    ]);
    kept = await publishStory(cmsA, 'Kept in the backup: the Lycian Way in spring');
    await operator('backup', a.env, [archive]);
    storyB = await publishStory(cmsB, 'Only in the other database: the Kungsleden in winter');
    site = await siteOn(cmsA.url);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([site, cmsA, cmsB].map((server) => server?.stop()));
    await Promise.all(installs.map((one) => one.database.drop()));
    for (const one of installs) fs.rmSync(one.publicDir, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('shows the restored stories on the first request after a restore the site ran through', async () => {
    const lost = await publishStory(cmsA!, 'Lost in the restore: the Cinque Terre by train');
    await keptShowing(site!, lost);
    // The CMS tells the site before it answers anyone.
    await restoreA();
    await firstAnswersShow(site!, { now: kept, gone: lost });
    expect(site!.events()).toContainEqual(expect.objectContaining({ event: 'content-generation', trigger: 'announcement' }));
  }, 300_000);

  it('shows the restored stories on the first request of a site restarted after a restore, on the pages its disk tier kept', async () => {
    const lost = await publishStory(cmsA!, 'Lost once more: the Amalfi coast by ferry');
    await keptShowing(site!, lost);
    await site!.stop();
    await restoreA();
    site = await siteOn(cmsA!.url);
    await firstAnswersShow(site, { now: kept, gone: lost });
  }, 300_000);

  it('shows the other database on the first request of a site restarted on its disk tier, pointed at another CMS', async () => {
    await keptShowing(site!, kept);
    await site!.stop();
    site = await siteOn(cmsB!.url);
    await firstAnswersShow(site, { now: storyB, gone: kept });
  }, 300_000);

  it('shows the other database on the first request after its CMS is started on another database, the site running', async () => {
    await keptShowing(site!, storyB);
    await Promise.all([cmsA?.stop(), cmsB?.stop()]);
    cmsA = undefined;
    cmsB = await startStrapi({ ...a.env, WEB_PURGE_URL: purgeUrl() }, ports.cmsB);
    await firstAnswersShow(site!, { now: kept, gone: storyB });
  }, 300_000);
});

/**
 * Two site replicas sharing pages through Redis (decision 027): the CMS's announcement reaches one
 * of them, which drops every page from Redis and tells the other, before the CMS answers anyone.
 */
describe.runIf(redisListens)('site replicas sharing Redis after a restore', () => {
  const secrets: Record<string, string> = { ...testEnvironment(), SEED_DEMO_CONTENT: 'false' };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-generation-'));
  const archive = path.join(work, 'backup.tar.gz');
  let one: Awaited<ReturnType<typeof install>>;
  let cms: RunningStrapi | undefined;
  const replicas: RunningSite[] = [];

  afterAll(async () => {
    await Promise.all([cms, ...replicas].map((server) => server?.stop()));
    await one?.database.drop();
    if (one) fs.rmSync(one.publicDir, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('show the restored stories on the first request to either replica', async () => {
    one = await install(secrets);
    const ports = [await freePort(), await freePort()];
    const cmsPort = await freePort();
    // The webhook reaches the first replica only, as through a load balancer.
    const cmsEnv = { ...one.env, WEB_PURGE_URL: `http://127.0.0.1:${ports[0]}/api/cache/purge` };
    cms = await startStrapi(cmsEnv, cmsPort);
    const kept = await publishStory(cms, 'Kept in the backup: the Douro valley by train');
    await operator('backup', one.env, [archive]);
    const lost = await publishStory(cms, 'Lost in the restore: the Picos de Europa on foot');
    const shared = { REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
    for (const port of ports) {
      const env = {
        ...shared,
        CMS_URL: cms.url,
        WEB_PURGE_SECRET: secrets.WEB_PURGE_SECRET!,
        PREVIEW_SECRET: secrets.PREVIEW_SECRET!,
      };
      replicas.push(await startSite(env, port));
    }
    for (const replica of replicas) await keptShowing(replica, lost);

    await cms.stop();
    expect(await operator('restore', one.env, [archive, '--force'])).toMatch(/^Restored 1 posts/);
    cms = await startStrapi(cmsEnv, cmsPort);
    for (const replica of replicas) await firstAnswersShow(replica, { now: kept, gone: lost });
    expect(replicas[1]!.events()).toContainEqual(expect.objectContaining({ event: 'content-generation', trigger: 'replica' }));
  }, 300_000);
});
