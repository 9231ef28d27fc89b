import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_POST_TYPE, GALLERY_MAX_PICTURES, STORY_PICTURE_MESSAGES } from '@journey-canvas/shared';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import {
  api,
  fieldErrors,
  createPost,
  login,
  panelToken as panelTokenOfRun,
  postBody,
  postPicture,
  uploadFile,
  uploadImage,
} from '../support/api';

describe('server-side post rules', () => {
  let token: string;
  let imageId: number;

  beforeAll(async () => {
    token = await login();
    imageId = await uploadImage(token);
  });

  it("answers every missing field with the specification's message, per field", async () => {
    const response = await api('/api/admin/blog-posts', {
      token,
      body: { postType: 'space', title: '', content: '', author: 'Someone', images: [] },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('ValidationError');
    expect(fieldErrors(response.body)).toEqual({
      postType: 'Please select where this post should appear',
      title: 'Title is required',
      content: 'Content is required',
      images: 'At least one image is required',
    });
  });

  it('enforces the length limits', async () => {
    const response = await api('/api/admin/blog-posts', {
      token,
      body: postBody([imageId], {
        title: 't'.repeat(201),
        author: 'a'.repeat(300),
        content: 'too short',
        metaDescription: 'm'.repeat(161),
      }),
    });
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body)).toEqual({
      title: 'Title must be 200 characters or less',
      author: 'Author name must be 100 characters or less',
      content: 'Content must be at least 100 characters',
      metaDescription: 'Meta description must be 160 characters or less',
    });
  });

  it('refuses images that do not exist', async () => {
    const response = await api('/api/admin/blog-posts', { token, body: postBody([987654]) });
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body).images).toBe('Image 987654 was not found. Please upload it again.');
  });

  it('applies the same rules to the core REST API', async () => {
    const response = await api('/api/blog-posts', { token, body: { data: { title: 'No content', images: [imageId] } } });
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body)).toEqual({ content: 'Content is required' });
  });

  it('keeps what was stored when an update is invalid', async () => {
    const post = await createPost(token);
    const response = await api(`/api/admin/blog-posts/${post.id}`, { method: 'PUT', token, body: { content: 'short' } });
    expect(response.status).toBe(400);
    const stored = await api(`/api/admin/blog-posts/${post.id}`, { token });
    expect(stored.body.content).toBe(post.content);
  });

  it('fills in the author, meta title and post type defaults', async () => {
    const created = await api('/api/admin/blog-posts', {
      token,
      body: { title: 'Defaults please', content: 'c'.repeat(120), author: '  ', metaTitle: '', images: [imageId] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      author: 'Journey Canvas Team',
      metaTitle: 'Defaults please',
      postType: DEFAULT_POST_TYPE,
      metaDescription: null,
    });

    // The default follows a renamed story, also when the form sends the meta title back as it was.
    const path = `/api/admin/blog-posts/${created.body.id}`;
    const renamed = await api(path, { method: 'PUT', token, body: { title: 'Renamed please', metaTitle: 'Defaults please' } });
    expect(renamed.body.metaTitle).toBe('Renamed please');
    // A meta title of its own stays through a later rename.
    await api(path, { method: 'PUT', token, body: { metaTitle: 'Its own meta title' } });
    const again = await api(path, {
      method: 'PUT',
      token,
      body: { title: 'Renamed once more', metaTitle: 'Its own meta title' },
    });
    expect(again.body).toMatchObject({ title: 'Renamed once more', metaTitle: 'Its own meta title' });
  });

  it('removes hostile markup from content but keeps the Markdown', async () => {
    const hostile = [
      '## Safe heading',
      '',
      '> A quote & more',
      '',
      '<script>alert("x")</script><iframe src="https://evil.example"></iframe>',
      '<img src="https://img.example/a.jpg" onerror="alert(1)">',
      '<a href="javascript:alert(1)">click</a> and [also](javascript:alert(2))',
      'Enough words to pass the minimum length of one hundred characters for a story.',
    ].join('\n');
    const post = await createPost(token, { content: hostile });
    expect(post.content).toContain('## Safe heading');
    expect(post.content).toContain('> A quote & more');
    expect(post.content).not.toMatch(/<script|<iframe|onerror|javascript:/i);
    // Another site's picture goes too.
    expect(post.content).not.toContain('<img');
    expect(post.content).toContain('<a>click</a> and also');
  });

  it('refuses a Markdown picture of another site, or of no site, with its address, and stores nothing', async () => {
    const before = await createPost(token);
    for (const [address, content] of [
      ['https://elsewhere.example/b.jpg', 'Look: ![Borrowed](https://elsewhere.example/b.jpg)'],
      ['x', '![Broken](x "A caption")'],
    ] as const) {
      const answer = await api(`/api/admin/blog-posts/${before.id}`, { token, method: 'PUT', body: { content } });
      expect(answer.status).toBe(400);
      expect(answer.body.error.details.errors).toEqual([
        expect.objectContaining({ path: ['content'], message: STORY_PICTURE_MESSAGES.notInLibrary(address) }),
      ]);
    }
    expect((await api(`/api/admin/blog-posts/${before.id}`, { token })).body.content).toBe(before.content);
  });

  it('refuses a gallery too large for a phone with its count, and stores nothing', async () => {
    const before = await createPost(token);
    const count = GALLERY_MAX_PICTURES + 140;
    const lines = Array.from({ length: count }, (_, i) => `![Picture ${i}](/uploads/p${i}.jpg)`);
    const content = `${before.content}\n\n::: gallery\n${lines.join('\n')}\n:::`;
    const answer = await api(`/api/admin/blog-posts/${before.id}`, { token, method: 'PUT', body: { content } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['content'], message: STORY_PICTURE_MESSAGES.galleryTooLarge(count) }),
    ]);
    expect((await api(`/api/admin/blog-posts/${before.id}`, { token })).body.content).toBe(before.content);
  });

  it('drops a picture in HTML whose source is not a picture of this site, keeping its own', async () => {
    const upload = await uploadFile(token, await postPicture(), 'gion.jpg', 'image/jpeg');
    const own: string = upload.body[0].url;
    expect(own).toMatch(/^\/uploads\//);
    const port = new URL(inject('cmsUrl')).port;
    const content = [
      'If your plan is mostly Tokyo, Kyoto and Osaka, skip the national pass and buy single tickets instead.',
      '',
      'Tips <img src="x"> for the shinkansen.',
      '',
      `<img src="${own}" alt="Gion at night"> <img src="https://elsewhere.example/a.jpg">`,
      '',
      `![Ours again](http://localhost:${port}${own})`,
    ].join('\n');
    const post = await createPost(token, { content });
    expect(post.content).toBe(
      [
        'If your plan is mostly Tokyo, Kyoto and Osaka, skip the national pass and buy single tickets instead.',
        '',
        'Tips  for the shinkansen.',
        '',
        `<img src="${own}" alt="Gion at night" /> `,
        '',
        // The stored text ends at its last word.
        `![Ours again](http://localhost:${port}${own})`,
      ].join('\n'),
    );
    // An edit is a save too.
    const edited = await api(`/api/admin/blog-posts/${post.id}`, {
      token,
      method: 'PUT',
      body: { content: `${content}\n\nOne more <img src="x" alt="Kyoto"> line.` },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.content).not.toMatch(/src="x"|elsewhere\.example|\(x\)/);
    expect(edited.body.content).toContain(`<img src="${own}" alt="Gion at night" />`);
  });

  it('neutralizes an unsafe reference link and keeps the paragraph after it', async () => {
    const paragraph = 'We crossed the border at dusk and found the last bus still waiting, its driver asleep over the wheel.';
    const post = await createPost(token, { content: `[r]: javascript:void(0)\n\n${paragraph}` });
    expect(post.content).toBe(`[r]: #\n\n${paragraph}`);
  });

  it('gives each post a unique slug and keeps it on edit', async () => {
    const title = `Sunrise over Bagan ${Date.now()}`;
    const first = await createPost(token, { title });
    const second = await createPost(token, { title });
    const base = title.toLowerCase().replace(/ /g, '-');
    expect(first.slug).toBe(base);
    expect(second.slug).toBe(`${base}-2`);

    const renamed = await api(`/api/admin/blog-posts/${first.id}`, { method: 'PUT', token, body: { title: 'A new name' } });
    expect(renamed.body.slug).toBe(base);
    const third = await createPost(token, { title });
    expect(third.slug).toBe(`${base}-3`);
  });

  it('gives posts created at the same moment with one title different slugs', async () => {
    const title = `Night market in Taipei ${Date.now()}`;
    const created = await Promise.all(
      Array.from({ length: 6 }, () => api('/api/admin/blog-posts', { token, body: postBody([imageId], { title }) })),
    );
    expect(created.map((response) => response.status)).toEqual(Array(6).fill(201));
    const slugs = created.map((response) => response.body.slug);
    expect(new Set(slugs).size).toBe(6);
  });

  it('records who created the post from the session, never from the body', async () => {
    const post = await createPost(token, { createdByAdmin: 'mallory' });
    expect(post.createdByAdmin).toBe(DEV_ADMIN.email);
  });

  it("keeps the author's page address in step with the author, whatever the body says", async () => {
    const post = await createPost(token, { author: 'Ana Lúcia Prado', authorSlug: 'mallory' });
    const read = async () =>
      (await api(`/api/blog-posts?filters[slug][$eq]=${post.slug}&fields[0]=authorSlug`)).body.data[0].authorSlug;
    expect(await read()).toBe('ana-lucia-prado');
    await api(`/api/admin/blog-posts/${post.id}`, { token, method: 'PUT', body: { author: 'Kai Moana' } });
    expect(await read()).toBe('kai-moana');
  });
});

/** Strapi's own panel: the content manager API, called with a panel session as the panel does. */
describe("the same rules in Strapi's panel", () => {
  const collection = '/content-manager/collection-types/api::blog-post.blog-post';
  let panelToken: string;
  let imageId: number;

  beforeAll(async () => {
    panelToken = panelTokenOfRun();
    imageId = await uploadImage(await login());
  });

  it("refuses an invalid post with the specification's messages", async () => {
    const response = await api(collection, {
      token: panelToken,
      body: { title: 'Panel story', content: 'short', images: [imageId] },
    });
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body)).toEqual({ content: 'Content must be at least 100 characters' });
  });

  it('sanitizes, slugs and credits a post saved there, ignoring a forged creator', async () => {
    const title = `Panel story ${Date.now()}`;
    const response = await api(collection, {
      token: panelToken,
      body: {
        title,
        postType: 'food',
        content: `<script>alert(1)</script>${'Dumplings at dawn in the old town. '.repeat(4)}`,
        images: [imageId],
        createdByAdmin: 'mallory',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      slug: title.toLowerCase().replace(/ /g, '-'),
      author: 'Journey Canvas Team',
      metaTitle: title,
      createdByAdmin: DEV_ADMIN.email,
    });
    expect(response.body.data.content).not.toContain('<script');
  });
});
