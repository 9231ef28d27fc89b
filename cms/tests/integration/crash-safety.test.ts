import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi, testEnvironment, type RunningStrapi } from '@journey-canvas/testing/strapi-server';
import { jpeg } from '../support/api';
import { runSql } from '../support/database';

/**
 * Kills per run: CRASH_KILLS when set; otherwise 20 on SQLite, whose WAL and file locking the
 * CMS's own code must keep whole, and 4 on PostgreSQL, which keeps its own transactions whole.
 * TEST_FULL=1 (the full run) kills 20 times on either.
 */
const KILLS = Number(
  process.env.CRASH_KILLS ?? (process.env.TEST_FULL === '1' || process.env.TEST_DATABASE !== 'postgres' ? 20 : 4),
);
const WRITERS = 3;

/** The titles a post may hold after a crash: its last acknowledged one, or one sent but never answered. */
type Expected = Map<string, Set<string>>;

async function call(url: string, path: string, init: RequestInit & { token?: string }) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${url}${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as any };
}

/**
 * One writer: creates a post, then retitles it, again and again, until its server dies. What the
 * server answered 2xx goes into `expected`; a retitle sent when the server died may have landed or not.
 */
async function writeUntilKilled(
  server: RunningStrapi,
  token: string,
  imageId: number,
  tag: string,
  expected: Expected,
  acknowledged: () => void,
) {
  let documentId: string | undefined;
  for (let n = 0; ; n += 1) {
    const title = `Crash ${tag} write ${n}`;
    try {
      if (!documentId) {
        const body = {
          postType: 'adventure',
          title,
          content: 'Written while the server may die. '.repeat(4),
          author: 'Crash Test',
          images: [imageId],
        };
        const created = await call(server.url, '/api/admin/blog-posts', { method: 'POST', token, body: JSON.stringify(body) });
        if (created.status !== 201) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
        documentId = created.body.id as string;
        expected.set(documentId, new Set([title]));
        acknowledged();
      } else {
        const before = expected.get(documentId)!;
        expected.set(documentId, new Set([...before, title]));
        const updated = await call(server.url, `/api/admin/blog-posts/${documentId}`, {
          method: 'PUT',
          token,
          body: JSON.stringify({ title }),
        });
        if (updated.status !== 200) throw new Error(`update answered ${updated.status}: ${JSON.stringify(updated.body)}`);
        expected.set(documentId, new Set([title]));
        acknowledged();
        if (n % 4 === 3) documentId = undefined;
      }
    } catch (error) {
      // A dead server refuses or drops the connection; any answer other than 2xx is a failure.
      if ((error as Error).message.includes('answered')) throw error;
      return;
    }
  }
}

/** Every post an acknowledged write made, with one of the titles it may hold; what is missing or wrong. */
async function lostWrites(database: ScratchDatabaseHandle['describe'], expected: Expected): Promise<string[]> {
  const rows = await runSql<{ document_id: string; title: string }>(
    database,
    "SELECT document_id, title FROM blog_posts WHERE title LIKE 'Crash %' AND published_at IS NOT NULL",
  );
  const stored = new Map(rows.map((row) => [row.document_id, row.title]));
  return [...expected].flatMap(([documentId, titles]) => {
    const title = stored.get(documentId);
    return title !== undefined && titles.has(title)
      ? []
      : [`${documentId}: stored ${title}, expected one of ${[...titles].join(' | ')}`];
  });
}

describe('a CMS killed with SIGKILL during a stream of writes', () => {
  let database: ScratchDatabaseHandle;

  beforeAll(async () => {
    database = await scratchDatabase();
  });
  afterAll(() => database.drop());

  // KILLS + 1 starts of Strapi (21 on SQLite: 12 minutes on a 2-core machine at a load average of 16).
  it(`keeps every acknowledged write and an intact database, ${KILLS} kills over`, async () => {
    // One set of secrets for every start, so the editor's token outlives each restart.
    const env = { ...testEnvironment(), ...database.env, SEED_DEMO_CONTENT: 'false' };
    let server = await startStrapi(env);
    const login = await call(server.url, '/api/auth/local', {
      method: 'POST',
      body: JSON.stringify({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password }),
    });
    const token = login.body.jwt as string;
    const form = new FormData();
    form.append('files', new Blob([await jpeg({ width: 400, height: 300 })], { type: 'image/jpeg' }), 'crash.jpg');
    const upload = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const [image] = (await upload.json()) as [{ id: number }];
    const imageId = image.id;

    const expected: Expected = new Map();
    for (let kill = 0; kill < KILLS; kill += 1) {
      let firstAnswer!: () => void;
      const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
      const writers = Array.from({ length: WRITERS }, (_, writer) =>
        writeUntilKilled(server, token, imageId, `${kill}.${writer}`, expected, firstAnswer),
      );
      // Once the stream is flowing, a random moment: mid-request, mid-commit, between requests
      // (each write takes some tens of milliseconds, so half a second spans many of each).
      await Promise.race([answered, Promise.all(writers)]);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
      process.kill(server.pid, 'SIGKILL');
      await Promise.all(writers);
      await server.stop();

      // Opened as the restarted CMS would open it: the WAL replayed, then checked whole.
      if (database.describe.client === 'sqlite') {
        expect(await runSql(database.describe, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      }
      expect(await lostWrites(database.describe, expected)).toEqual([]);
      server = await startStrapi(env);
    }

    // The restarted CMS serves what was written before its last crash.
    const list = await fetch(`${server.url}/api/admin/blog-posts?range=[0,0]`, { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
    // (A create sent as the server died may have landed too.)
    expect(Number(list.headers.get('Content-Range')!.split('/')[1])).toBeGreaterThanOrEqual(expected.size);
    await server.stop();
  }, 1_800_000);
});
