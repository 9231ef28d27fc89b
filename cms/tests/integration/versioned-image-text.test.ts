import { describeImages } from '@journey-canvas/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPostsApi, api, fieldErrors, login, panelToken, postBody, uploadImage } from '../support/api';

/**
 * Image alt text and captions are the post's own and versioned with it (decision 028): a draft's
 * new words stay off the live post, its REST answer and its media files until it is published.
 */
describe('image text versioned with the post', () => {
  let token: string;
  const admin = adminPostsApi(() => token);

  /** The words readers get for a post's first image: the live REST answer, read as the site reads it. */
  async function readerText(slug: string) {
    const live = (await api(`/api/blog-posts?filters[slug][$eq]=${slug}&populate=images`)).body.data[0];
    const [image] = describeImages(live.images, live.imageText);
    return { alternativeText: image!.alternativeText, caption: image!.caption };
  }
  const fileText = async (id: number) => {
    const file = (await api(`/api/upload/files/${id}`, { token })).body;
    return { alternativeText: file.alternativeText, caption: file.caption };
  };

  beforeAll(async () => {
    token = await login();
  });

  it('keeps the live words while a draft changes them, and publishes them with the post', async () => {
    const image = await uploadImage(token);
    const old = { alternativeText: 'Night market stalls', caption: 'Raohe Street' };
    const post = (await admin('', postBody([], { images: [{ id: image, ...old }] }))).body;
    expect(await readerText(post.slug)).toEqual(old);
    expect(await fileText(image)).toEqual(old);

    const changed = { alternativeText: 'Steam over a pepper bun oven', caption: 'Raohe Street, 11 pm' };
    const draft = await admin(`/${post.id}`, { images: [{ id: image, ...changed }], status: 'draft' }, 'PUT');
    expect(draft.body).toMatchObject({ status: 'published', draftChanges: true });
    expect(draft.body.images[0]).toMatchObject(changed);
    expect(await readerText(post.slug)).toEqual(old);
    expect(await fileText(image)).toEqual(old);

    const published = await admin(`/${post.id}`, { status: 'published' }, 'PUT');
    expect(published.body).toMatchObject({ status: 'published', draftChanges: false });
    expect(await readerText(post.slug)).toEqual(changed);
    expect(await fileText(image)).toEqual(changed);
  });

  it("shows the draft's words in Strapi's panel preview, the live ones in the published preview", async () => {
    const image = await uploadImage(token);
    const post = (await admin('', postBody([], { images: [{ id: image, alternativeText: 'Live alt' }] }))).body;
    await admin(`/${post.id}`, { images: [{ id: image, alternativeText: 'Draft alt' }], status: 'draft' }, 'PUT');

    const shown = async (status: string) => {
      const link = await api(`/content-manager/preview/url/api::blog-post.blog-post?documentId=${post.id}&status=${status}`, {
        token: panelToken(),
      });
      const token = new URL(link.body.data.url).pathname.replace(/^\/preview\//, '');
      return (await api(`/api/previews/${token}`)).body.data.images[0].alternativeText;
    };
    expect(await shown('draft')).toBe('Draft alt');
    expect(await shown('published')).toBe('Live alt');
  });

  it('leaves a text out as stored, and applies the bounds through the REST API as well', async () => {
    const image = await uploadImage(token);
    const post = (await admin('', postBody([], { images: [{ id: image, alternativeText: 'Dunes', caption: 'Merzouga' }] }))).body;
    const edited = await admin(`/${post.id}`, { images: [{ id: image, caption: 'Erg Chebbi' }] }, 'PUT');
    expect(edited.body.images[0]).toMatchObject({ alternativeText: 'Dunes', caption: 'Erg Chebbi' });

    const tooLong = await api(`/api/blog-posts/${post.id}?status=draft`, {
      method: 'PUT',
      token,
      body: { data: { imageText: [{ id: image, alternativeText: 'a'.repeat(251) }] } },
    });
    expect(tooLong.status).toBe(400);
    expect(fieldErrors(tooLong.body)).toEqual({ images: 'Alt text must be 250 characters or less' });
    expect((await admin(`/${post.id}`)).body.images[0]).toMatchObject({ alternativeText: 'Dunes', caption: 'Erg Chebbi' });
  });
});
