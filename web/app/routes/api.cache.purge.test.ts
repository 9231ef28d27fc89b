import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { action as purge } from './api.cache.purge';

const SECRET = 's'.repeat(32);

beforeAll(() => {
  vi.stubEnv('WEB_PURGE_SECRET', SECRET);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const post = (init: { body?: string; headers?: Record<string, string> }) =>
  new Request('http://site.test/api/cache/purge', { method: 'POST', ...init });

describe('the purge endpoint', () => {
  it('refuses a wrong token of the right length in characters but not in bytes, instead of failing', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const wrong = await purge({
      request: post({ headers: { authorization: `Bearer ${'é'.repeat(SECRET.length)}` } }),
      params: {},
      context: {},
    });
    expect(wrong.status).toBe(401);
    const right = await purge({
      request: post({ headers: { authorization: `Bearer ${SECRET}` }, body: '{}' }),
      params: {},
      context: {},
    });
    expect(right.status).toBe(200);
  });

  it('drops nothing for a change to another model, and logs what a post change dropped', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const call = (body: unknown) =>
      purge({
        request: post({ headers: { authorization: `Bearer ${SECRET}` }, body: JSON.stringify(body) }),
        params: {},
        context: {},
      });
    const other = await call({ event: 'entry.update', uid: 'api::contact-message.contact-message' });
    expect(await other.json()).toEqual({ dropped: { data: 0, pages: 0 } });
    expect(log).not.toHaveBeenCalled();
    const story = await call({
      event: 'entry.update',
      uid: 'api::blog-post.blog-post',
      model: 'blog-post',
      entry: { slug: 'kyoto' },
    });
    expect(await story.json()).toEqual({ dropped: { data: 0, pages: 0 } });
    expect(JSON.parse(String(log.mock.calls[0]![0]))).toMatchObject({
      event: 'cache-purge',
      trigger: 'entry.update',
      model: 'blog-post',
      slug: 'kyoto',
      dropped: { data: 0, pages: 0 },
    });
  });

  it('purges the whole site for a change to its settings', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { cmsAnswers } = await import('../data/client/answer-cache.server');
    await cmsAnswers.get('site:settings', async () => 'kept', { ttlMs: 60_000, retries: 0 });
    await cmsAnswers.get('about:anything', async () => 'kept', { ttlMs: 60_000, retries: 0 });
    const settings = await purge({
      request: post({
        headers: { authorization: `Bearer ${SECRET}` },
        body: JSON.stringify({ event: 'entry.update', uid: 'api::site-setting.site-setting', model: 'site-setting' }),
      }),
      params: {},
      context: {},
    });
    expect(await settings.json()).toEqual({ dropped: { data: 2, pages: 0 } });
    expect(JSON.parse(String(log.mock.calls[0]![0]))).toMatchObject({ event: 'cache-purge', model: 'site-setting', all: true });
  });

  it('purges a story’s pages when a question on it is shown or hidden, and every page for a tag change, never for the CMS’s own events of those', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const call = async (body: unknown) => {
      const answer = await purge({
        request: post({ headers: { authorization: `Bearer ${SECRET}` }, body: JSON.stringify(body) }),
        params: {},
        context: {},
      });
      return answer.json();
    };
    await call({ event: 'entry.update', uid: 'api::comment.comment', entry: {} });
    await call({ event: 'entry.create', uid: 'api::tag.tag', entry: { slug: 'rail' } });
    expect(log).not.toHaveBeenCalled();
    await call({ event: 'comment.change', uid: 'api::comment.comment', model: 'comment', entry: { slug: 'kyoto' } });
    await call({ event: 'tag.change', uid: 'api::tag.tag', model: 'tag', entry: { slugs: ['rail', 'railways'] } });
    // A tag deleted in Strapi's panel: only Strapi's own event tells of it.
    await call({ event: 'entry.delete', uid: 'api::tag.tag', model: 'tag', entry: { slug: 'rail' } });
    const purged = log.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(purged).toEqual([
      expect.objectContaining({ trigger: 'comment.change', slug: 'kyoto' }),
      expect.objectContaining({ trigger: 'tag.change' }),
      expect.objectContaining({ trigger: 'entry.delete', model: 'tag' }),
    ]);
    // No slug: every story's page goes.
    expect(purged[1]).not.toHaveProperty('slug');
    expect(purged[2]).not.toHaveProperty('slug');
  });
});
