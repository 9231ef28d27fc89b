import { beforeAll, describe, expect, it } from 'vitest';
import { adminPostsApi, api, createPost, fieldErrors, listQuery, login, panelToken } from '../support/api';

/** A post's address (decision 044): an edit may change it; readers' old links answer 301 to the new one. */
describe('changing a post address', () => {
  let token: string;
  const admin = adminPostsApi(() => token);
  const lookup = (path: string) => api(`/api/site-addresses/lookup?path=${encodeURIComponent(path)}`);
  const leadsTo = async (path: string) => (await lookup(path)).body?.data?.location ?? null;
  const readerIds = async (slug: string) =>
    (await api(`/api/blog-posts?filters[slug][$eq]=${slug}`)).body.data.map((post: any) => post.documentId);
  const fresh = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const redirectsFrom = async (from: string) =>
    (await api(`/api/admin/redirects${listQuery({ range: [0, 99] })}`, { token })).body.filter(
      (redirect: any) => redirect.from === from,
    );

  beforeAll(async () => {
    token = await login();
  });

  it('moves a published post, leaves a 301 from every old address, and collapses the chain', async () => {
    const post = await createPost(token);
    const [a, b, c] = [post.slug, fresh('second-name'), fresh('third-name')];
    const moved = await admin(`/${post.id}`, { slug: b }, 'PUT');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ slug: b, status: 'published', draftChanges: false });
    expect(await readerIds(b)).toEqual([post.id]);
    expect(await readerIds(a)).toEqual([]);
    expect(await lookup(`/articles/${a}`)).toMatchObject({
      status: 200,
      body: { data: { status: 301, location: `/articles/${b}` } },
    });
    expect(await leadsTo(`/blog/${a}`)).toBe(`/articles/${b}`);

    expect((await admin(`/${post.id}`, { slug: c }, 'PUT')).body.slug).toBe(c);
    expect(await leadsTo(`/articles/${a}`)).toBe(`/articles/${c}`);
    expect(await leadsTo(`/articles/${b}`)).toBe(`/articles/${c}`);
    expect(await leadsTo(`/blog/${a}`)).toBe(`/articles/${c}`);
    expect((await lookup(`/articles/${c}`)).status).toBe(404);

    const entries = (await api(`/api/admin/activity${listQuery({ filter: { post: post.id }, range: [0, 9] })}`, { token })).body;
    expect(entries.slice(0, 2).map((entry: any) => [entry.action, entry.detail])).toEqual([
      ['publish', null],
      ['edit', `Address changed from /articles/${b} to /articles/${c}`],
    ]);
    const redirectEntries = (
      await api(`/api/admin/activity${listQuery({ filter: { action: 'redirect' }, range: [0, 9] })}`, { token })
    ).body;
    expect(redirectEntries.map((entry: any) => entry.detail)).toContain(`Added /articles/${b} → /articles/${c} (301)`);
  });

  it('moves back to an old address without a loop', async () => {
    const post = await createPost(token);
    const [a, b] = [post.slug, fresh('detour')];
    await admin(`/${post.id}`, { slug: b }, 'PUT');
    const back = await admin(`/${post.id}`, { slug: a }, 'PUT');
    expect(back.status).toBe(200);
    expect(back.body.slug).toBe(a);
    expect(await readerIds(a)).toEqual([post.id]);
    expect(await redirectsFrom(`/articles/${a}`)).toEqual([]);
    expect(await leadsTo(`/articles/${b}`)).toBe(`/articles/${a}`);
    expect((await lookup(`/articles/${a}`)).status).toBe(404);
  });

  it('moves the live version with a change saved as a draft', async () => {
    const post = await createPost(token);
    const b = fresh('draft-only-move');
    const saved = await admin(`/${post.id}`, { slug: b, title: `${post.title} (draft)`, status: 'draft' }, 'PUT');
    expect(saved.body).toMatchObject({ slug: b, status: 'published', draftChanges: true });
    const live = (await api(`/api/blog-posts?filters[slug][$eq]=${b}`)).body.data;
    expect(live.map((version: any) => version.title)).toEqual([post.title]);
    expect(await leadsTo(`/articles/${post.slug}`)).toBe(`/articles/${b}`);
  });

  it('leaves no redirect for a draft never published, and keeps the address when none is given', async () => {
    const post = await createPost(token, { status: 'draft' });
    const b = fresh('unseen');
    expect((await admin(`/${post.id}`, { slug: b }, 'PUT')).body.slug).toBe(b);
    expect((await lookup(`/articles/${post.slug}`)).status).toBe(404);
    expect(await redirectsFrom(`/articles/${post.slug}`)).toEqual([]);
    for (const kept of [undefined, null, '']) {
      expect((await admin(`/${post.id}`, { title: `${post.title} again`, slug: kept }, 'PUT')).body.slug).toBe(b);
    }
  });

  it('leaves a redirect for a post readers saw before it was unpublished', async () => {
    const post = await createPost(token);
    await admin(`/${post.id}/unpublish`, {});
    const b = fresh('seen-before');
    expect((await admin(`/${post.id}`, { slug: b }, 'PUT')).body).toMatchObject({ slug: b, status: 'draft' });
    expect(await leadsTo(`/articles/${post.slug}`)).toBe(`/articles/${b}`);
  });

  it('refuses a bad or taken address with the reason, changing nothing', async () => {
    const post = await createPost(token);
    const other = await createPost(token);
    const trashed = await createPost(token);
    await admin(`/${trashed.id}`, undefined, 'DELETE');
    const before = (await admin(`/${post.id}`)).body;
    const refusals: [unknown, string][] = [
      [
        'Kyoto In Autumn',
        'The address may hold only lowercase letters (a-z), digits and single hyphens, such as kyoto-in-autumn',
      ],
      ['kyoto--autumn', 'The address may hold only lowercase letters (a-z), digits and single hyphens, such as kyoto-in-autumn'],
      ['-kyoto', 'The address may hold only lowercase letters (a-z), digits and single hyphens, such as kyoto-in-autumn'],
      ['kyoto/autumn', 'The address may hold only lowercase letters (a-z), digits and single hyphens, such as kyoto-in-autumn'],
      ['k'.repeat(81), 'The address must be 80 characters or less'],
      [42, 'The address must be text'],
      [other.slug, `Another story already has the address /articles/${other.slug}`],
      [
        trashed.slug,
        `A story in the Trash keeps the address /articles/${trashed.slug}: delete it forever first, or choose another address`,
      ],
    ];
    for (const [slug, message] of refusals) {
      const refused = await admin(`/${post.id}`, { slug, title: 'Should not be saved' }, 'PUT');
      expect(refused.status).toBe(400);
      expect(fieldErrors(refused.body)).toEqual({ slug: message });
    }
    expect((await admin(`/${post.id}`)).body).toEqual(before);
    expect((await lookup(`/articles/${post.slug}`)).status).toBe(404);
  });

  it("applies the same rules through Strapi's panel, and a revision restore keeps the address", async () => {
    const collection = '/content-manager/collection-types/api::blog-post.blog-post';
    const post = await createPost(token);
    const b = fresh('panel-name');
    const refused = await api(`${collection}/${post.id}`, { token: panelToken(), body: { slug: 'Not A Slug' }, method: 'PUT' });
    expect(refused.status).toBe(400);
    expect((await admin(`/${post.id}`)).body.slug).toBe(post.slug);
    const edited = await api(`${collection}/${post.id}`, { token: panelToken(), body: { slug: b }, method: 'PUT' });
    expect(edited.status).toBe(200);
    expect(await readerIds(b)).toEqual([post.id]);
    expect(await leadsTo(`/articles/${post.slug}`)).toBe(`/articles/${b}`);

    const [oldest] = (
      await api(`/api/admin/revisions${listQuery({ filter: { post: post.id }, sort: ['createdAt', 'ASC'] })}`, { token })
    ).body;
    expect((await api(`/api/admin/revisions/${oldest.id}/restore`, { token, body: { post: post.id } })).status).toBe(200);
    expect((await admin(`/${post.id}`)).body.slug).toBe(b);
  });
});

/** Every door's delete goes to the Trash (decision 044); only the Trash deletes for good. */
describe('deleting through Strapi’s own doors', () => {
  let token: string;
  const collection = '/content-manager/collection-types/api::blog-post.blog-post';
  const admin = adminPostsApi(() => token);
  const actionsOf = async (post: string) =>
    (await api(`/api/admin/activity${listQuery({ filter: { post }, range: [0, 9] })}`, { token })).body.map(
      (entry: any) => entry.action,
    );

  beforeAll(async () => {
    token = await login();
  });

  it('moves a post deleted through the core REST API to the Trash', async () => {
    const post = await createPost(token);
    const id = post.id;
    expect((await api(`/api/blog-posts/${id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await api(`/api/blog-posts/${id}`)).status).toBe(404);
    expect((await admin(`/${id}`)).body).toMatchObject({ status: 'trash' });
    expect((await actionsOf(id))[0]).toBe('trash');
    const again = await api(`/api/blog-posts/${id}`, { method: 'DELETE', token });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('This story is already in the Trash');
    expect((await admin(`/${id}/restore`, {})).body).toMatchObject({ status: 'published', slug: post.slug });
  });

  it("moves a post deleted in Strapi's panel to the Trash, out of the panel's list, and only the Trash deletes it for good", async () => {
    const post = await createPost(token);
    const inPanelList = async () =>
      (
        await api(`${collection}?page=1&pageSize=10&filters[title][$eq]=${encodeURIComponent(post.title)}`, {
          token: panelToken(),
        })
      ).body.results.map((entry: any) => entry.documentId);
    expect(await inPanelList()).toEqual([post.id]);
    expect((await api(`${collection}/${post.id}`, { token: panelToken(), method: 'DELETE' })).status).toBe(200);
    expect((await admin(`/${post.id}`)).body).toMatchObject({ status: 'trash' });
    expect(await inPanelList()).toEqual([]);
    const actions = await actionsOf(post.id);
    expect(actions[0]).toBe('trash');
    expect(actions).not.toContain('delete-forever');

    const bulk = await createPost(token);
    const bulkDeleted = await api(`${collection}/actions/bulkDelete`, {
      token: panelToken(),
      body: { documentIds: [bulk.id] },
    });
    expect(bulkDeleted.status).toBe(200);
    expect((await admin(`/${bulk.id}`)).body).toMatchObject({ status: 'trash' });

    expect((await admin(`/${post.id}?permanent=true`, undefined, 'DELETE')).status).toBe(200);
    expect((await admin(`/${post.id}`)).status).toBe(404);
    expect((await actionsOf(post.id))[0]).toBe('delete-forever');
  });
});
