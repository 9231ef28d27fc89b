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
    await seeded.stop();

    const first = path.join(work, 'first');
    expect(await command('export', source.env, [first])).toMatch(/^14 stories and \d+ pictures written to /m);
    expect(fs.readFileSync(path.join(first, 'export.xml'), 'utf8')).toContain('<wp:wxr_version>1.2</wp:wxr_version>');

    // The demo's four French translations come as `<slug>.fr.md` (decision 100).
    const french = fs.readdirSync(path.join(first, 'stories')).filter((name) => name.endsWith('.fr.md'));
    expect(french).toHaveLength(4);
    expect(fs.readFileSync(path.join(first, 'stories', french[0]!), 'utf8')).toMatch(/^lang: fr$/m);

    // A site in English alone leaves the French out and says why; once it has French, a second run adds them.
    const english = await command('import', { ...target.env, SEED_DEMO_CONTENT: 'false' }, [first]);
    expect(english).toMatch(/Stories: 14 imported, 0 updated, 0 unchanged, 4 skipped, 0 failed/);
    expect(english).toContain('Written in Français, a language this site does not have');
    const running = await startStrapi({ ...target.env, SEED_DEMO_CONTENT: 'false' });
    try {
      const signIn = await fetch(`${running.url}/api/auth/local`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password }),
      });
      const { jwt } = (await signIn.json()) as { jwt: string };
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
    expect(imported).toMatch(/Stories: 4 imported, 0 updated, 14 unchanged, 0 skipped, 0 failed/);

    const second = path.join(work, 'second');
    await command('export', target.env, [second]);
    expect(await exportedStories(second)).toEqual(await exportedStories(first));
  }, 300_000);
});
