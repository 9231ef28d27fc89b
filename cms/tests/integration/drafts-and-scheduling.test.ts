import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminPostsApi,
  api,
  fieldErrors,
  listQuery,
  login,
  panelToken as panelTokenOfRun,
  postBody,
  uploadImage,
} from '../support/api';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** What readers can get of a post through the public REST API: by slug, by id, and asked for drafts. */
async function readerView(post: { id: string; slug: string }) {
  const bySlug = await api(`/api/blog-posts?filters[slug][$eq]=${post.slug}`);
  const byId = await api(`/api/blog-posts/${post.id}`);
  return { titles: bySlug.body.data.map((found: any) => found.title), byIdStatus: byId.status };
}

async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe('drafts and scheduled posts through the admin API', () => {
  let token: string;
  let imageId: number;
  const admin = adminPostsApi(() => token);

  beforeAll(async () => {
    token = await login();
    imageId = await uploadImage(token);
  });

  it('saves a draft that readers never see, counts it nowhere, then publishes it', async () => {
    const before = (await admin('/stats')).body;
    const draft = await admin('', postBody([imageId], { status: 'draft' }));
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'draft', draftChanges: false, publishedAt: null, scheduledAt: null });
    expect(await readerView(draft.body)).toEqual({ titles: [], byIdStatus: 404 });
    expect((await api(`/api/blog-posts?status=draft&filters[slug][$eq]=${draft.body.slug}`)).status).toBe(403);
    expect((await admin('/stats')).body.total).toBe(before.total);
    const drafts = await admin(listQuery({ filter: { status: 'draft', q: draft.body.title } }));
    expect(drafts.body.map((post: any) => post.id)).toEqual([draft.body.id]);

    const published = await admin(`/${draft.body.id}`, { status: 'published' }, 'PUT');
    expect(published.body).toMatchObject({ status: 'published', draftChanges: false, publishedAt: expect.any(String) });
    expect(await readerView(draft.body)).toEqual({ titles: [draft.body.title], byIdStatus: 200 });
    expect((await admin('/stats')).body.total).toBe(before.total + 1);
  });

  it('keeps the live version while a draft of a change is saved, until it is published', async () => {
    const post = (await admin('', postBody([imageId]))).body;
    const changed = await admin(`/${post.id}`, { title: `${post.title} (rewritten)`, status: 'draft' }, 'PUT');
    expect(changed.body).toMatchObject({ title: `${post.title} (rewritten)`, status: 'published', draftChanges: true });
    expect((await readerView(post)).titles).toEqual([post.title]);
    const live = await admin(listQuery({ filter: { status: 'published', q: post.title } }));
    expect(live.body.map((found: any) => found.id)).toEqual([post.id]);

    const republished = await admin(`/${post.id}`, { status: 'published' }, 'PUT');
    expect(republished.body).toMatchObject({ status: 'published', draftChanges: false });
    expect((await readerView(post)).titles).toEqual([`${post.title} (rewritten)`]);
  });

  it('applies every post rule to drafts and scheduled posts', async () => {
    for (const intent of [{ status: 'draft' }, { status: 'scheduled', scheduledAt: inSeconds(3600) }]) {
      const refused = await admin('', { ...intent, title: '', content: 'short', images: [] });
      expect(refused.status).toBe(400);
      expect(fieldErrors(refused.body)).toEqual({
        title: 'Title is required',
        content: 'Content must be at least 100 characters',
        images: 'At least one image is required',
      });
    }
  });

  it('refuses a publish time that is missing, in the past, on a live post or beside "publish now"', async () => {
    const cases = [
      [{ status: 'scheduled' }, 'Choose when this story should be published'],
      [{ status: 'scheduled', scheduledAt: '2020-01-01T08:00:00Z' }, 'The publish time must be in the future'],
      [{ status: 'scheduled', scheduledAt: 'next tuesday' }, 'Enter a valid publish date and time'],
      [{ status: 'published', scheduledAt: inSeconds(3600) }, 'A scheduled story is published by its schedule'],
    ] as const;
    for (const [intent, message] of cases) {
      const refused = await admin('', postBody([imageId], intent));
      expect(refused.status).toBe(400);
      expect(fieldErrors(refused.body).scheduledAt).toContain(message);
    }
    const live = (await admin('', postBody([imageId]))).body;
    const rescheduled = await admin(`/${live.id}`, { status: 'scheduled', scheduledAt: inSeconds(3600) }, 'PUT');
    expect(fieldErrors(rescheduled.body).scheduledAt).toBe('This story is already published, so it cannot be scheduled');
  });

  it('lists a scheduled post as Scheduled, keeps it on edit, and returns it to Draft when unscheduled', async () => {
    const when = inSeconds(3600);
    const post = (await admin('', postBody([imageId], { status: 'scheduled', scheduledAt: when }))).body;
    expect(post).toMatchObject({ status: 'scheduled', scheduledAt: when, publishedAt: null });
    const scheduled = await admin(listQuery({ filter: { status: 'scheduled', q: post.title } }));
    expect(scheduled.body.map((found: any) => found.id)).toEqual([post.id]);
    expect((await admin(listQuery({ filter: { status: 'draft', q: post.title } }))).body).toEqual([]);

    const edited = await admin(`/${post.id}`, { title: `${post.title}!` }, 'PUT');
    expect(edited.body).toMatchObject({ status: 'scheduled', scheduledAt: when });
    const unscheduled = await admin(`/${post.id}`, { status: 'draft' }, 'PUT');
    expect(unscheduled.body).toMatchObject({ status: 'draft', scheduledAt: null });
    expect((await readerView(post)).titles).toEqual([]);
  });

  it('publishes a scheduled post when it falls due, and clears its time', async () => {
    const post = (await admin('', postBody([imageId], { status: 'scheduled', scheduledAt: inSeconds(2) }))).body;
    expect((await readerView(post)).titles).toEqual([]);
    await eventually(async () => expect((await readerView(post)).titles).toEqual([post.title]));
    expect((await admin(`/${post.id}`)).body).toMatchObject({ status: 'published', scheduledAt: null, draftChanges: false });
  });

  it('writes each image alt text and caption with the post, and only when the post is accepted', async () => {
    const image = await uploadImage(token);
    const post = await admin(
      '',
      postBody([], { images: [{ id: image, alternativeText: 'Salt flats at dusk', caption: 'Uyuni' }] }),
    );
    expect(post.body.images[0]).toMatchObject({ id: image, alternativeText: 'Salt flats at dusk', caption: 'Uyuni' });
    const reader = await api(`/api/blog-posts?filters[slug][$eq]=${post.body.slug}&populate=images`);
    expect(reader.body.data[0].images[0]).toMatchObject({ alternativeText: 'Salt flats at dusk', caption: 'Uyuni' });

    const refused = await admin(
      `/${post.body.id}`,
      { content: 'short', images: [{ id: image, alternativeText: 'Changed', caption: '' }] },
      'PUT',
    );
    expect(refused.status).toBe(400);
    expect((await admin(`/${post.body.id}`)).body.images[0]).toMatchObject({
      alternativeText: 'Salt flats at dusk',
      caption: 'Uyuni',
    });
    const tooLong = await admin(`/${post.body.id}`, { images: [{ id: image, alternativeText: 'a'.repeat(251) }] }, 'PUT');
    expect(fieldErrors(tooLong.body).images).toBe('Alt text must be 250 characters or less');
  });
});

describe('drafts and scheduled posts through the core REST API', () => {
  let token: string;
  let imageId: number;

  beforeAll(async () => {
    token = await login();
    imageId = await uploadImage(token);
  });

  it("applies the post rules to a draft, with the specification's messages", async () => {
    const refused = await api('/api/blog-posts?status=draft', { token, body: { data: { title: 'Draft', content: 'short' } } });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body)).toMatchObject({ content: 'Content must be at least 100 characters' });
  });

  it('keeps a draft from readers and judges its publish time', async () => {
    const created = await api('/api/blog-posts?status=draft', { token, body: { data: postBody([imageId]) } });
    expect(created.status).toBe(201);
    const { documentId, slug } = created.body.data;
    expect(await readerView({ id: documentId, slug })).toEqual({ titles: [], byIdStatus: 404 });

    const past = await api(`/api/blog-posts/${documentId}?status=draft`, {
      method: 'PUT',
      token,
      body: { data: { scheduledAt: '2021-06-01T00:00:00Z' } },
    });
    expect(fieldErrors(past.body)).toEqual({ scheduledAt: 'The publish time must be in the future' });
    const publishingToo = await api('/api/blog-posts', {
      token,
      body: { data: postBody([imageId], { scheduledAt: inSeconds(600) }) },
    });
    expect(fieldErrors(publishingToo.body).scheduledAt).toContain('A scheduled story is published by its schedule');

    const later = inSeconds(3600);
    const scheduled = await api(`/api/blog-posts/${documentId}?status=draft`, {
      method: 'PUT',
      token,
      body: { data: { scheduledAt: later } },
    });
    expect(scheduled.status).toBe(200);
    const record = await api(`/api/admin/blog-posts/${documentId}`, { token });
    expect(record.body).toMatchObject({ status: 'scheduled', scheduledAt: later });
  });
});

/** Strapi's own panel: the content manager API, called with a panel session as the panel does. */
describe("drafts and scheduled posts in Strapi's panel", () => {
  const collection = '/content-manager/collection-types/api::blog-post.blog-post';
  let panelToken: string;
  let imageId: number;

  beforeAll(async () => {
    panelToken = panelTokenOfRun();
    imageId = await uploadImage(await login());
  });

  it('refuses a publish time in the past on a draft saved there', async () => {
    const response = await api(collection, {
      token: panelToken,
      body: { ...postBody([imageId]), scheduledAt: '2022-01-01T00:00:00.000Z' },
    });
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body)).toEqual({ scheduledAt: 'The publish time must be in the future' });
  });

  it('publishing a scheduled post there makes it live now and drops its publish time', async () => {
    const draft = await api(collection, { token: panelToken, body: { ...postBody([imageId]), scheduledAt: inSeconds(3600) } });
    expect(draft.status).toBe(201);
    const { documentId, slug } = draft.body.data;
    const published = await api(`${collection}/${documentId}/actions/publish`, { token: panelToken, body: {} });
    expect(published.status).toBe(200);
    expect((await readerView({ id: documentId, slug })).byIdStatus).toBe(200);
    const record = await api(`/api/admin/blog-posts/${documentId}`, { token: await login() });
    expect(record.body).toMatchObject({ status: 'published', scheduledAt: null });
  });
});
