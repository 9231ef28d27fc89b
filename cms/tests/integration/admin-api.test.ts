import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST_TYPES } from '@journey-canvas/shared';
import { loadSeedStories } from '../../src/seed/stories';
import { api, createPost, jpeg, listQuery, login, postBody, uploadImage } from '../support/api';
import { pictureFormats } from '@journey-canvas/testing/picture-formats';

const totalOf = (headers: Headers) => Number(headers.get('content-range')?.split('/').pop());

describe('the admin API (ra-data-simple-rest dialect)', () => {
  let token: string;
  const tag = `zq${Date.now()}`;
  let posts: any[];

  beforeAll(async () => {
    token = await login();
    posts = [];
    // The first with a full-size photo, whose formats a test below reads.
    const photo = await uploadImage(token, await jpeg());
    for (const [title, author, postType] of [
      [`Alpha ${tag} lakes`, 'Bea Lindqvist', 'adventure'],
      [`Charlie ${tag} markets`, 'Omar Haddad', 'food'],
      [`Bravo ${tag} temples`, `Hana ${tag.toUpperCase()}`, 'guide'],
    ]) {
      posts.push(await createPost(token, { title, author, postType, ...(posts.length === 0 ? { images: [photo] } : {}) }));
    }
  });

  it('lists with sort, range and a Content-Range total', async () => {
    const response = await api(
      `/api/admin/blog-posts${listQuery({ sort: ['title', 'ASC'], range: [0, 1], filter: { q: tag } })}`,
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('posts 0-1/3');
    expect(response.body.map((post: any) => post.title)).toEqual([`Alpha ${tag} lakes`, `Bravo ${tag} temples`]);

    const second = await api(
      `/api/admin/blog-posts${listQuery({ sort: ['title', 'DESC'], range: [2, 5], filter: { q: tag } })}`,
      { token },
    );
    expect(second.headers.get('content-range')).toBe('posts 2-2/3');
    expect(second.body.map((post: any) => post.title)).toEqual([`Alpha ${tag} lakes`]);
  });

  it('lists newest first by default, drafts included, and counts every published post', async () => {
    const response = await api('/api/admin/blog-posts', { token });
    const published = await api(`/api/admin/blog-posts${listQuery({ filter: { status: 'published' } })}`, { token });
    const publicList = await api('/api/blog-posts?pagination[pageSize]=1');
    expect(totalOf(published.headers)).toBe(publicList.body.meta.pagination.total);
    expect(published.body.every((post: any) => post.status === 'published')).toBe(true);
    expect(totalOf(response.headers)).toBeGreaterThanOrEqual(totalOf(published.headers));
    const dates = response.body.map((post: any) => Date.parse(post.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('searches title or author, case-insensitively', async () => {
    const byTitle = await api(`/api/admin/blog-posts${listQuery({ filter: { q: `${tag.toUpperCase()} MARKETS` } })}`, { token });
    expect(byTitle.body.map((post: any) => post.title)).toEqual([`Charlie ${tag} markets`]);
    const byAuthor = await api(`/api/admin/blog-posts${listQuery({ filter: { q: `hana ${tag}` } })}`, { token });
    expect(byAuthor.body.map((post: any) => post.title)).toEqual([`Bravo ${tag} temples`]);
  });

  it('filters by post type, alone and with the search', async () => {
    const guides = await api(`/api/admin/blog-posts${listQuery({ filter: { postType: 'guide' }, range: [0, 99] })}`, { token });
    const published = await api('/api/blog-posts?filters[postType][$eq]=guide&pagination[pageSize]=100');
    expect(guides.body.map((post: any) => post.id).sort()).toEqual(
      published.body.data.map((post: any) => post.documentId).sort(),
    );
    expect(new Set(guides.body.map((post: any) => post.postType))).toEqual(new Set(['guide']));
    const combined = await api(`/api/admin/blog-posts${listQuery({ filter: { q: tag, postType: 'food' } })}`, { token });
    expect(combined.body.map((post: any) => post.title)).toEqual([`Charlie ${tag} markets`]);
  });

  it('fetches many by id (getMany) and one by id (getOne)', async () => {
    const ids = [posts[0].id, posts[2].id];
    const many = await api(`/api/admin/blog-posts${listQuery({ filter: { id: ids } })}`, { token });
    expect(many.body.map((post: any) => post.id).sort()).toEqual([...ids].sort());
    const one = await api(`/api/admin/blog-posts/${posts[1].id}`, { token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: posts[1].id, title: `Charlie ${tag} markets`, author: 'Omar Haddad', postType: 'food' });
    expect((await api('/api/admin/blog-posts/does-not-exist', { token })).status).toBe(404);
  });

  it('returns every field of a post, with its images, formats and featured image', async () => {
    const one = await api(`/api/admin/blog-posts/${posts[0].id}`, { token });
    expect(Object.keys(one.body).sort()).toEqual(
      [
        'author',
        'content',
        'createdAt',
        'createdByAdmin',
        'draftChanges',
        'featuredImage',
        'id',
        'images',
        'metaDescription',
        'metaTitle',
        'postType',
        'publishedAt',
        'reviewNote',
        'scheduledAt',
        'slug',
        'status',
        'title',
        'updatedAt',
        // A post's place and a guide's last check (decision 031)
        'placeName',
        'placeCountry',
        'placeLatitude',
        'placeLongitude',
        'lastVerifiedAt',
        // When it was moved to the Trash, or null (decision 040)
        'trashedAt',
        // A day-by-day itinerary and a GPX route, or null (decisions 060, 062)
        'itinerary',
        'route',
        // Its tags, the story email's tick, and a reader's latest out-of-date report
        'tags',
        'emailSubscribers',
        'outdatedReportedAt',
      ].sort(),
    );
    expect(one.body.images[0]).toMatchObject({ url: expect.stringMatching(/^\/uploads\//), width: 1200, height: 800 });
    expect(Object.keys(one.body.images[0].formats).sort()).toEqual(pictureFormats(['small', 'medium', 'large']));
    expect(one.body.featuredImage).toEqual(one.body.images[0]);
    expect(one.body).toMatchObject({
      status: 'published',
      draftChanges: false,
      scheduledAt: null,
      publishedAt: one.body.publishedAt,
    });
    expect(one.body.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('refuses malformed list parameters with a clear error', async () => {
    const badSort = await api(`/api/admin/blog-posts${listQuery({ sort: ['password', 'ASC'] })}`, { token });
    expect(badSort.status).toBe(400);
    expect(badSort.body.error.message).toBe('Cannot sort by "password"');
    const badRange = await api('/api/admin/blog-posts?range=[5,1]', { token });
    expect(badRange.status).toBe(400);
    const badJson = await api('/api/admin/blog-posts?filter={nope', { token });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error.message).toBe('Query parameter "filter" is not valid JSON');
  });

  it('updates from a full record as react-admin sends it, ignoring read-only fields', async () => {
    const record = (await api(`/api/admin/blog-posts/${posts[0].id}`, { token })).body;
    const secondImage = await uploadImage(token);
    const sent = {
      ...record,
      title: `Alpha ${tag} lakes, revisited`,
      images: [secondImage, ...record.images],
      id: 'forged',
      createdAt: '2001-01-01T00:00:00.000Z',
      createdByAdmin: 'mallory',
    };
    const response = await api(`/api/admin/blog-posts/${posts[0].id}`, { method: 'PUT', token, body: sent });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: posts[0].id, title: `Alpha ${tag} lakes, revisited`, slug: record.slug });
    expect(response.body.createdAt).toBe(record.createdAt);
    expect(response.body.createdByAdmin).toBe(record.createdByAdmin);
    expect(response.body.images.map((image: any) => image.id)).toEqual([secondImage, record.images[0].id]);
    expect(response.body.featuredImage.id).toBe(secondImage);
    // The search index follows the edit.
    const found = await api(`/api/admin/blog-posts${listQuery({ filter: { q: `${tag} LAKES, REVISITED` } })}`, { token });
    expect(found.body.map((post: any) => post.id)).toEqual([posts[0].id]);
  });

  it('creates with flat JSON and deletes (to the Trash, then for good), answering the record', async () => {
    const imageId = await uploadImage(token);
    const created = await api('/api/admin/blog-posts', { token, body: postBody([imageId], { title: `Delete me ${tag}` }) });
    expect(created.status).toBe(201);
    // Strapi's documentId.
    expect(created.body.id).toMatch(/^[a-z0-9]{24}$/);
    const removed = await api(`/api/admin/blog-posts/${created.body.id}`, { method: 'DELETE', token });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: created.body.id, status: 'trash' });
    const gone = await api(`/api/admin/blog-posts/${created.body.id}?permanent=true`, { method: 'DELETE', token });
    expect(gone.body).toMatchObject({ id: created.body.id, status: 'trash' });
    expect((await api(`/api/admin/blog-posts/${created.body.id}`, { token })).status).toBe(404);
    expect((await api(`/api/admin/blog-posts/${created.body.id}`, { method: 'DELETE', token })).status).toBe(404);
    const search = await api(`/api/admin/blog-posts${listQuery({ filter: { q: `Delete me ${tag}` } })}`, { token });
    expect(search.body).toEqual([]);
  });
});

describe('the stats endpoint', () => {
  it('counts published posts, categories, today and this week as the list of published posts does', async () => {
    const token = await login();
    // Every published post, page by page (other test files add posts), so the figures can be counted from them.
    const everyPost = async (filter: Record<string, string>) => {
      const found: any[] = [];
      for (let count = Infinity; found.length < count;) {
        const range: [number, number] = [found.length, found.length + 99];
        const page = await api(`/api/admin/blog-posts${listQuery({ range, filter })}`, { token });
        count = totalOf(page.headers);
        expect(page.body.length).toBe(Math.min(100, count - found.length));
        found.push(...page.body);
      }
      return found;
    };
    const posts = await everyPost({ status: 'published' });
    const total = posts.length;
    // The category filter offers the types of every post the list shows: drafts and the Trash too.
    const typesOf = (listed: any[]) => [...new Set(listed.map((post) => post.postType as string))].sort();
    const listedTypes = typesOf([...(await everyPost({})), ...(await everyPost({ status: 'trash' }))]);
    const startOfToday = new Date();
    startOfToday.setHours(0, 0, 0, 0);
    const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
    const expected = {
      total,
      categories: new Set(posts.map((post: any) => post.postType)).size,
      postTypes: listedTypes,
      today: posts.filter((post: any) => Date.parse(post.createdAt) >= startOfToday.getTime()).length,
      thisWeek: posts.filter((post: any) => Date.parse(post.createdAt) >= weekAgo).length,
    };
    // Posts other test files left in review are counted apart, as the In review filter lists them.
    const inReview = await api(`/api/admin/blog-posts${listQuery({ range: [0, 0], filter: { status: 'review' } })}`, { token });
    const stats = await api('/api/admin/blog-posts/stats', { token });
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({ ...expected, inReview: totalOf(inReview.headers) });
    // "Today" is the editor's calendar day, in the time zone the admin sends.
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const day = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
      const inZone = await api(`/api/admin/blog-posts/stats?timeZone=${encodeURIComponent(timeZone)}`, { token });
      expect(inZone.body.today).toBe(posts.filter((post: any) => day(Date.parse(post.createdAt)) === day(Date.now())).length);
    }
    const unknownZone = await api('/api/admin/blog-posts/stats?timeZone=Mars%2FOlympus', { token });
    expect(unknownZone.status).toBe(400);
    expect(unknownZone.body.error.message).toBe('Query parameter "timeZone" is not a known time zone: "Mars/Olympus"');
    // The seed spreads its stories over two months, so the windows really differ: every post a test
    // made is new, so the ones outside this week are the demo stories published 7 or more days ago.
    const olderStories = loadSeedStories(path.resolve(__dirname, '../..')).filter((story) => story.daysAgo >= 7);
    expect(stats.body.total - stats.body.thisWeek).toBe(olderStories.length);

    // A type only a draft has is offered by the filter, and is no category of the published posts.
    const draftOnly = POST_TYPES.find((type) => !listedTypes.includes(type));
    expect(draftOnly).toBeDefined();
    await createPost(token, { postType: draftOnly, status: 'draft' });
    const withDraft = await api('/api/admin/blog-posts/stats', { token });
    expect(withDraft.body.postTypes).toEqual([...listedTypes, draftOnly].sort());
    expect(withDraft.body.categories).toBe(expected.categories);

    await createPost(token, { postType: 'wellness' });
    await createPost(token, { postType: 'wellness', status: 'draft' });
    await createPost(token, { postType: 'wellness', status: 'scheduled', scheduledAt: '2099-01-01T08:00:00.000Z' });
    const after = await api('/api/admin/blog-posts/stats', { token });
    expect(after.body).toMatchObject({ total: expected.total + 1, today: expected.today + 1, thisWeek: expected.thisWeek + 1 });
  });
});
