import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SETTINGS_DEFAULTS } from '@journey-canvas/shared';
import { accountToken, adminPostsApi, api, login, postBody, uploadImage } from '../support/api';

/**
 * What a REST read can bring in with `populate`: only rows readers may see. A picture's `related`
 * link names every post row that uses it, drafts, the Trash and a live story's unpublished draft
 * included, so no content-API read may populate it, on any content type, asked by name or by `*`.
 */
describe('populate in reader reads', () => {
  let token: string;
  const admin = adminPostsApi(() => token);
  const stamp = Date.now();
  const secrets = [`Secret draft ${stamp}`, `Secret trashed ${stamp}`, `Secret draft change ${stamp}`];
  let live: { id: string; slug: string };

  /** Nothing private in an answer: no secret title anywhere, no private field in its data (the file API's is the body). */
  const expectNothingPrivate = (body: any, query: string) => {
    for (const secret of secrets) expect(JSON.stringify(body), query).not.toContain(secret);
    expect(JSON.stringify(Array.isArray(body) ? body : (body.data ?? null)), query).not.toMatch(
      /"related"|createdByAdmin|reviewRequestedAt|trashedAt|"createdBy"|"updatedBy"/,
    );
  };

  beforeAll(async () => {
    token = await login();
    const image = await uploadImage(token);
    const write = async (overrides: Record<string, unknown>) => {
      const created = await api('/api/admin/blog-posts', { token, body: postBody([image], overrides) });
      expect(created.status).toBe(201);
      return created.body;
    };
    live = await write({ tags: [`Populate ${stamp}`] });
    expect((await admin(`/${live.id}`, { title: secrets[2], status: 'draft' }, 'PUT')).status).toBe(200);
    await write({ title: secrets[0], status: 'draft', tags: [`Populate ${stamp}`] });
    const trashed = await write({ title: secrets[1] });
    expect((await admin(`/${trashed.id}`, undefined, 'DELETE')).status).toBe(200);
    const shared = await api('/api/admin/site-settings', { method: 'PUT', token, body: { shareImage: image } });
    expect(shared.status).toBe(200);
  });

  afterAll(async () => {
    await api('/api/admin/site-settings', { method: 'PUT', token, body: { ...SITE_SETTINGS_DEFAULTS, shareImage: null } });
  });

  it("refuses a populate of a picture's related posts, however it is asked, with a 400 that names it", async () => {
    const post = `/api/blog-posts/${live.id}`;
    for (const query of [
      `${post}?populate[images][populate][related]=true`,
      `${post}?populate[images][populate][related][populate]=*`,
      `${post}?populate[images][populate][related][count]=true`,
      `${post}?populate[images][populate][related][on][api::blog-post.blog-post][fields][0]=title`,
      `${post}?populate[images][populate][0]=related`,
      `${post}?populate=images.related`,
      `${post}?populate[0]=images.related`,
      `/api/blog-posts?populate[images][populate][related]=true`,
      `/api/blog-posts?populate[route][populate][related]=true`,
      `/api/site-setting?populate[shareImage][populate][related]=true`,
      `/api/site-setting?populate=shareImage.related`,
    ]) {
      const response = await api(query);
      expect(response.status, query).toBe(400);
      // Strapi's dot notation (`images.related`) names the path's first key instead.
      expect(response.body.error.message, query).toMatch(/^Invalid key (related|images|shareImage)\b/);
      expectNothingPrivate(response.body, query);
    }
  });

  it('brings in only what readers may see through any other populate, a wildcard included', async () => {
    const post = `/api/blog-posts/${live.id}`;
    for (const query of [
      `${post}?populate=*`,
      `${post}?populate[images][populate]=*`,
      `${post}?populate[images][populate][folder]=true`,
      `${post}?populate[tags][populate]=*`,
      `${post}?populate[createdBy]=true&populate[updatedBy]=true`,
      `/api/blog-posts?populate[images][populate]=*&filters[slug][$eq]=${live.slug}`,
      `/api/site-setting?populate[shareImage][populate]=*`,
      `/api/tags?populate=*&filters[name][$eq]=${encodeURIComponent(`Populate ${stamp}`)}`,
    ]) {
      const response = await api(query);
      expect([200, 400], query).toContain(response.status);
      expectNothingPrivate(response.body, query);
    }
    const shown = await api(`${post}?populate[images][populate]=*`);
    expect(shown.body.data.title).not.toBe(secrets[2]);
    expect(shown.body.data.images).toHaveLength(1);
  });

  it("keeps a picture's related posts from staff reading files through REST too", async () => {
    const contributor = await accountToken('contributor', 'populate');
    for (const query of ['/api/upload/files?populate=related', '/api/upload/files?populate[related][populate]=*']) {
      const response = await api(query, { token: contributor });
      expect(response.status, query).toBe(400);
      expect(response.body.error.message, query).toMatch(/^Invalid key related\b/);
    }
    const files = await api('/api/upload/files?populate=*', { token: contributor });
    expect(files.status).toBe(200);
    expectNothingPrivate(files.body, 'populate=*');
  });
});
