import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi, testEnvironment, type RunningStrapi } from '@journey-canvas/testing/strapi-server';
import { jpeg, postBody } from '../support/api';
import { runSql } from '../support/database';

const cmsDir = path.resolve(__dirname, '../..');
const json = (response: Response): Promise<any> => response.json();

/** An install: a database of the kind under test, its own public folder, one set of secrets. */
async function emptyInstall(secrets: Record<string, string>) {
  const database = await scratchDatabase();
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-public-'));
  const env = { ...secrets, ...database.env, CMS_PUBLIC_DIR: publicDir };
  return { database, publicDir, env };
}

/** Runs `npm run backup` or `npm run restore` (their scripts) for an install; its exit code and output. */
async function command(script: 'backup' | 'restore', env: Record<string, string>, args: string[]) {
  try {
    const { stdout } = await promisify(execFile)('node', [`scripts/${script}.mjs`, ...args], {
      cwd: cmsDir,
      env: { ...process.env, ...env, INIT_CWD: cmsDir },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function signIn(server: RunningStrapi) {
  const login = await fetch(`${server.url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password }),
  }).then(json);
  return { Authorization: `Bearer ${login.jwt}` };
}

/** What an editor and a reader see: every post with its fields, and the bytes of every image. */
async function contentOf(server: RunningStrapi) {
  const auth = await signIn(server);
  const posts = await fetch(`${server.url}/api/admin/blog-posts?sort=["title","ASC"]&range=[0,99]`, { headers: auth }).then(json);
  const images: Record<string, string> = {};
  for (const image of posts.flatMap((post: any) => post.images)) {
    const bytes = Buffer.from(await (await fetch(`${server.url}${image.url}`)).arrayBuffer());
    images[image.url] = createHash('sha256').update(bytes).digest('hex');
  }
  return {
    posts: posts.map((post: any) => ({
      id: post.id,
      title: post.title,
      content: post.content,
      status: post.status,
      images: post.images.map((image: any) => [image.url, image.alternativeText]),
    })),
    images,
  };
}

const tableCount = async (database: ScratchDatabaseHandle) =>
  database.describe.client === 'sqlite'
    ? fs.existsSync(database.describe.filename)
      ? (await runSql(database.describe, "SELECT name FROM sqlite_master WHERE type = 'table'")).length
      : 0
    : (await runSql(database.describe, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")).length;

describe('npm run backup and npm run restore', () => {
  const secrets = { ...testEnvironment(), SEED_DEMO_CONTENT: 'true' };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-backups-'));
  let source: Awaited<ReturnType<typeof emptyInstall>>;
  let target: Awaited<ReturnType<typeof emptyInstall>>;

  beforeAll(async () => {
    source = await emptyInstall(secrets);
    fs.mkdirSync(path.join(source.publicDir, 'uploads'));
    target = await emptyInstall(secrets);
  });
  afterAll(async () => {
    await source.database.drop();
    await target.database.drop();
    for (const dir of [work, source.publicDir, target.publicDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up a running CMS and brings the same posts, images and users back into an empty install', async () => {
    const server = await startStrapi(source.env);
    let before: Awaited<ReturnType<typeof contentOf>>;
    const archive = path.join(work, 'site.tar.gz');
    try {
      const auth = await signIn(server);
      const form = new FormData();
      form.append('files', new Blob([await jpeg()], { type: 'image/jpeg' }), 'backup.jpg');
      const [file] = await fetch(`${server.url}/api/upload`, { method: 'POST', headers: auth, body: form }).then(json);
      const created = await fetch(`${server.url}/api/admin/blog-posts`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(postBody([file.id], { images: [{ id: file.id, alternativeText: 'A ridge at dawn' }] })),
      });
      expect(created.status).toBe(201);
      before = await contentOf(server);

      // While the CMS runs.
      const backup = await command('backup', source.env, [archive]);
      expect(backup.output).toMatch(/^Backed up 15 posts, 1 users, \d+ media records and \d+ uploaded files to /);
      expect(backup.code).toBe(0);
      // Its owner's alone: it holds the users' password hashes.
      expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
      // A folder not made yet (a nightly job's first run) is made, and the archive named inside it.
      const nightly = path.join(work, 'nightly', 'journey-canvas');
      expect((await command('backup', source.env, [nightly])).code).toBe(0);
      expect(fs.readdirSync(nightly)).toEqual([expect.stringMatching(/^journey-canvas-\d{8}T\d{6}Z\.tar\.gz$/)]);
      expect(fs.statSync(nightly).mode & 0o777).toBe(0o700);
    } finally {
      await server.stop();
    }

    // The source is gone; the target is an empty install.
    await source.database.drop();
    fs.rmSync(source.publicDir, { recursive: true, force: true });
    const restored = await command('restore', target.env, [archive]);
    expect(restored.output).toMatch(/^Restored 15 posts, 1 users and \d+ media records from /);
    expect(restored.code).toBe(0);

    const after = await startStrapi(target.env);
    try {
      expect(await contentOf(after)).toEqual(before);
      expect(Object.keys(before.images).length).toBeGreaterThanOrEqual(15);
    } finally {
      await after.stop();
    }
  }, 300_000);

  it('refuses a truncated, corrupt or newer archive and a non-empty target, and changes nothing', async () => {
    const archive = path.join(work, 'site.tar.gz');
    const bytes = fs.readFileSync(archive);
    const empty = await emptyInstall(secrets);
    try {
      const truncated = path.join(work, 'truncated.tar.gz');
      fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const corrupt = path.join(work, 'corrupt.tar.gz');
      const flipped = Buffer.from(bytes);
      const at = Math.floor(flipped.length * 0.7);
      flipped.writeUInt8(flipped.readUInt8(at) ^ 0xff, at);
      fs.writeFileSync(corrupt, flipped);
      const newer = path.join(work, 'newer.tar.gz');
      const unpacked = fs.mkdtempSync(path.join(work, 'unpacked-'));
      await tar.extract({ file: archive, cwd: unpacked });
      const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
      // One database file, with no WAL beside it; the manifest lists and counts what the archive holds.
      expect(fs.readdirSync(path.join(unpacked, 'database'))).toEqual([
        source.database.describe.client === 'sqlite' ? 'data.db' : 'journey-canvas.pgdump',
      ]);
      expect(manifest).toMatchObject({ app: 'journey-canvas', format: 1, version: '0.1.0', media: 'local' });
      expect(manifest.counts).toMatchObject({ posts: 15, users: 1 });
      expect(manifest.files.filter((file: { path: string }) => file.path.startsWith('uploads/')).length).toBeGreaterThan(15);
      fs.writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify({ ...manifest, version: '99.0.0' }));
      await tar.create({ gzip: true, file: newer, cwd: unpacked }, fs.readdirSync(unpacked));

      // Each refused on its own (at once: a refusal writes nothing to share).
      const refusals = [
        [truncated, /truncated\.tar\.gz is corrupt or truncated .*Nothing was changed\.$/m],
        [corrupt, /corrupt\.tar\.gz is corrupt/],
        [
          newer,
          /was made by Journey Canvas 99\.0\.0 .*newer than this install \(0\.1\.0, format 1\)\. Upgrade this install first, then restore\. Nothing was changed\./,
        ],
        [path.join(work, 'missing.tar.gz'), /No backup archive at .*missing\.tar\.gz\./],
      ] as const;
      const answers = await Promise.all(refusals.map(([file]) => command('restore', empty.env, [file])));
      for (const [i, [, message]] of refusals.entries()) {
        expect(answers[i]!.output).toMatch(message);
        expect(answers[i]!.code).toBe(1);
      }
      expect(await tableCount(empty.database)).toBe(0);
      expect(fs.readdirSync(empty.publicDir)).toEqual([]);

      // The target restored by the first test is not empty: refused, then replaced with --force.
      const tablesBefore = await tableCount(target.database);
      const refused = await command('restore', target.env, [archive]);
      expect(refused.output).toMatch(
        /^This install is not empty: its database has \d+ tables and its uploads folder \d+ files\. Restore into an empty install, or add --force to replace them\. Nothing was changed\./,
      );
      expect(refused.code).toBe(1);
      expect(await tableCount(target.database)).toBe(tablesBefore);
      const forced = await command('restore', target.env, [archive, '--force']);
      expect(forced.output).toMatch(/^Restored 15 posts/);
      expect(forced.code).toBe(0);
    } finally {
      await empty.database.drop();
      fs.rmSync(empty.publicDir, { recursive: true, force: true });
    }
  }, 120_000);
});
