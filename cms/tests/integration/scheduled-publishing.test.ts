import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { jpeg } from '../support/api';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi, type RunningStrapi } from '@journey-canvas/testing/strapi-server';

/** Records the site-purge webhook calls the CMS processes make, as the site would receive them. */
function webhookRecorder() {
  const publishes: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const event = JSON.parse(body || '{}');
      if (event.event === 'entry.publish' && event.uid === 'api::blog-post.blog-post') publishes.push(event.entry.documentId);
      response.end('{}');
    });
  });
  return { server, publishes };
}

async function call(cms: RunningStrapi, path: string, options: { token?: string; body?: unknown; form?: FormData } = {}) {
  const response = await fetch(`${cms.url}${path}`, {
    method: options.body || options.form ? 'POST' : 'GET',
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.form ?? (options.body ? JSON.stringify(options.body) : undefined),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function send(cms: RunningStrapi, method: string, path: string, token: string, body: unknown) {
  const response = await fetch(`${cms.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/**
 * Signs in on one CMS process, writes `count` drafts, then schedules them all at once for `leadMs`
 * from that moment, so a slow machine spends its time on the drafts, not on the lead.
 */
async function schedulePosts(cms: RunningStrapi, count: number, leadMs: number): Promise<{ ids: string[]; dueAt: number }> {
  const token = (await call(cms, '/api/auth/local', { body: { identifier: DEV_ADMIN.email, password: DEV_ADMIN.password } })).body
    .jwt;
  const form = new FormData();
  form.append('files', new Blob([await jpeg()], { type: 'image/jpeg' }), 'picture.jpg');
  const [image] = (await call(cms, '/api/upload', { token, form })).body;
  const drafts: Array<{ id: string; fields: Record<string, unknown> }> = [];
  for (let n = 0; n < count; n += 1) {
    const fields = {
      title: `Scheduled story ${n} ${Date.now()}`,
      content: 'The ferry left at dawn and the island slowly came out of the haze. '.repeat(3),
      images: [image.id],
    };
    const created = await send(cms, 'POST', '/api/admin/blog-posts', token, { ...fields, status: 'draft' });
    expect(created.status).toBe(201);
    drafts.push({ id: created.body.id, fields });
  }
  const dueAt = Date.now() + leadMs;
  const scheduledAt = new Date(dueAt).toISOString();
  const scheduled = await Promise.all(
    drafts.map(({ id, fields }) =>
      send(cms, 'PUT', `/api/admin/blog-posts/${id}`, token, { ...fields, status: 'scheduled', scheduledAt }),
    ),
  );
  expect(scheduled.map(({ status }) => status)).toEqual(drafts.map(() => 200));
  return { ids: drafts.map(({ id }) => id), dueAt };
}

const isLive = async (cms: RunningStrapi, documentId: string) =>
  (await call(cms, `/api/blog-posts/${documentId}`)).status === 200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled publishing', () => {
  let database: ScratchDatabaseHandle;
  const recorder = webhookRecorder();
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await scratchDatabase();
    await new Promise<void>((resolve) => recorder.server.listen(0, '127.0.0.1', resolve));
    const { port } = recorder.server.address() as AddressInfo;
    env = { ...database.env, SEED_DEMO_CONTENT: 'false', WEB_PURGE_URL: `http://127.0.0.1:${port}/api/cache/purge` };
  });
  afterAll(async () => {
    recorder.server.close();
    await database.drop();
  });

  it('survives a restart, and with two CMS processes on one database publishes each post once', async () => {
    // Scheduled, then the CMS stops; the posts fall due while nothing runs.
    const first = await startStrapi(env);
    const { ids: dueWhileDown, dueAt } = await schedulePosts(first, 2, 3_000);
    await first.stop();
    await pause(Math.max(0, dueAt + 500 - Date.now()));

    // Together: the first start made the tables, so neither has to wait for the other.
    const replicas = await Promise.all([startStrapi(env), startStrapi(env)]);
    try {
      // Both replicas tick every second, at the same instants: they race for these. Five writes at
      // once take a loaded machine seconds: the lead leaves them time to land before it ends.
      const { ids: raced } = await schedulePosts(replicas[0]!, 5, 5_000);
      const all = [...dueWhileDown, ...raced];
      const deadline = Date.now() + 20_000;
      while (!(await Promise.all(all.map((id) => isLive(replicas[1]!, id)))).every(Boolean)) {
        if (Date.now() > deadline) throw new Error('scheduled posts were not published in time');
        await pause(250);
      }
      // Webhooks are sent after the publishing transaction commits; give them a moment to arrive.
      await pause(1_000);
      expect([...recorder.publishes].sort()).toEqual([...all].sort());
    } finally {
      await Promise.all(replicas.map((replica) => replica.stop()));
    }
  }, 120_000);
});
