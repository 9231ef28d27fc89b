import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '@journey-canvas/testing/scratch-database';
import { startStrapi, testEnvironment } from '@journey-canvas/testing/strapi-server';
import { DEV_ADMIN } from '@journey-canvas/shared/server';

const cmsDir = path.resolve(__dirname, '../..');

/** An install: a database of the kind under test and its own public folder. */
async function emptyInstall() {
  const database = await scratchDatabase();
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-public-'));
  fs.mkdirSync(path.join(publicDir, 'uploads'));
  return { database, publicDir, env: { ...testEnvironment(), ...database.env, CMS_PUBLIC_DIR: publicDir } };
}

/** `npm run import` or `npm run export` (their scripts) on an install whose CMS is not running. */
async function command(script: 'import' | 'export', env: Record<string, string>, args: string[]) {
  const { stdout } = await promisify(execFile)('node', [`scripts/${script}.mjs`, ...args], {
    cwd: cmsDir,
    env: { ...process.env, ...env, INIT_CWD: cmsDir },
  });
  return stdout;
}

/** The development Administrator's token on a running install. */
async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password }),
  });
  return ((await answer.json()) as { jwt: string }).jwt;
}

/** A story written only in French (decision 100): no default-language version to ride with. */
async function frenchOnlyStory(url: string, jwt: string) {
  const form = new FormData();
  const picture = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#3a7a6a' } })
    .jpeg()
    .toBuffer();
  form.append('files', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'seule.jpg');
  const uploaded = await fetch(`${url}/api/upload`, { method: 'POST', headers: { Authorization: `Bearer ${jwt}` }, body: form });
  const [{ id }] = (await uploaded.json()) as [{ id: number }];
  const created = await fetch(`${url}/api/admin/blog-posts?locale=fr`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
    body: JSON.stringify({
      title: 'Seule en français',
      content: 'Nous avons marché dans la vieille ville avant les excursionnistes, puis pris un café au bord de l’eau. '.repeat(
        2,
      ),
      postType: 'adventure',
      author: 'Camille Martin',
      images: [id],
    }),
  });
  expect(created.status).toBe(201);
}

/** Each story's front matter and text as exported, the picture paths replaced by the pictures' sizes. */
async function exportedStories(folder: string) {
  const stories: Record<string, string> = {};
  for (const name of fs.readdirSync(path.join(folder, 'stories'))) {
    let text = fs.readFileSync(path.join(folder, 'stories', name), 'utf8');
    for (const [picture] of text.matchAll(/\.\.\/pictures\/[^\s)'"]+/g)) {
      const { width, height } = await sharp(path.join(folder, 'stories', picture)).metadata();
      text = text.replace(picture, `picture ${width}×${height}`);
    }
    stories[name] = text;
  }
  return stories;
}

describe('moving out: an export imported into an empty site gives the same site back', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-round-trip-'));
  const installs: Awaited<ReturnType<typeof emptyInstall>>[] = [];
  afterAll(async () => {
    for (const install of installs) {
      await install.database.drop();
      fs.rmSync(install.publicDir, { recursive: true, force: true });
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('keeps every demo story, its translations, place, itinerary, tags, pictures and address', async () => {
    const source = await emptyInstall();
    const target = await emptyInstall();
    installs.push(source, target);
    // The demo stories: galleries, a video, itineraries, places, tags.
    const seeded = await startStrapi({ ...source.env, SEED_DEMO_CONTENT: 'true' });
    try {
      await frenchOnlyStory(seeded.url, await signIn(seeded.url));
    } finally {
      await seeded.stop();
    }

    const first = path.join(work, 'first');
    expect(await command('export', source.env, [first])).toMatch(/^15 stories and \d+ pictures written to /m);
    expect(fs.readFileSync(path.join(first, 'export.xml'), 'utf8')).toContain('<wp:wxr_version>1.2</wp:wxr_version>');

    // The demo's four French translations and the French story come as `<slug>.fr.md` (decision 100).
    const french = fs.readdirSync(path.join(first, 'stories')).filter((name) => name.endsWith('.fr.md'));
    expect(french).toHaveLength(5);
    expect(french).toContain('seule-en-francais.fr.md');
    for (const name of french) expect(fs.readFileSync(path.join(first, 'stories', name), 'utf8')).toMatch(/^lang: fr$/m);

    // A site in English alone leaves the French out and says why; once it has French, a second run adds them.
    const english = await command('import', { ...target.env, SEED_DEMO_CONTENT: 'false' }, [first]);
    expect(english).toMatch(/Stories: 14 imported, 0 updated, 0 unchanged, 5 skipped, 0 failed/);
    expect(english).toContain('Written in Français, a language this site does not have');
    const running = await startStrapi({ ...target.env, SEED_DEMO_CONTENT: 'false' });
    try {
      const jwt = await signIn(running.url);
      const languages = await fetch(`${running.url}/api/admin/site-settings`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
        body: JSON.stringify({ languages: ['en', 'fr'] }),
      });
      expect(languages.status).toBe(200);
    } finally {
      await running.stop();
    }
    const imported = await command('import', { ...target.env, SEED_DEMO_CONTENT: 'false' }, [first]);
    expect(imported).toMatch(/Stories: 5 imported, 0 updated, 14 unchanged, 0 skipped, 0 failed/);

    const second = path.join(work, 'second');
    await command('export', target.env, [second]);
    expect(await exportedStories(second)).toEqual(await exportedStories(first));
  }, 300_000);
});
