import { describe, expect, it } from 'vitest';
import { answer, refused, timedOut, fakeCmsForEachTest } from '../../test-support/fake-cms';
import { CmsError, CmsUnavailableError } from './request.server';
import { findPost, listPosts } from './posts.server';

const cms = fakeCmsForEachTest();

const postsPath = (query: Record<string, string>) =>
  `/api/blog-posts?${new URLSearchParams({ sort: 'publishedAt:desc', ...query, 'populate[images]': 'true' })}`;

// Each test reads its own slug or type: the module's cache outlives a test.
describe('CMS failures', () => {
  it('a refused connection means the CMS is unavailable: one post is tried three times, then logged with the cause', async () => {
    cms.fetch.mockImplementation(refused);
    await expect(findPost('refused')).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(cms.fetch).toHaveBeenCalledTimes(3);
    expect(cms.loggedEvents()).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        event: 'cms-error',
        key: 'post:refused',
        path: `${postsPath({ 'pagination[page]': '1', 'pagination[pageSize]': '1' })}&populate%5Broute%5D=true&filters%5Bslug%5D%5B%24eq%5D=refused&populate%5Btags%5D%5Bfields%5D%5B0%5D=name&populate%5Btags%5D%5Bfields%5D%5B1%5D=slug&pagination%5BwithCount%5D=false`,
        message: 'CmsUnavailableError: The content server cannot be reached',
        cause: 'TypeError: fetch failed <- Error: connect ECONNREFUSED 127.0.0.1:1337',
      },
    ]);
  });

  it('a timeout or a 5xx answer means the CMS is unavailable too, and lists are retried once', async () => {
    cms.fetch.mockImplementation(timedOut);
    await expect(listPosts({ postType: 'food' })).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(cms.fetch).toHaveBeenCalledTimes(2);

    cms.fetch.mockReset().mockImplementation(answer(502, { error: { message: 'Bad gateway' } }));
    await expect(listPosts({ postType: 'solo' })).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(cms.fetch).toHaveBeenCalledTimes(2);
    expect(cms.loggedEvents().map((event) => event.cause)).toEqual([
      'TimeoutError: The operation was aborted due to timeout',
      'Error: CMS answered 502',
    ]);
  });

  it('a 4xx answer is a CmsError, tried once: a bug to show, not an outage to wait out', async () => {
    cms.fetch.mockImplementation(answer(403, { error: { message: 'Forbidden' } }));
    const failure = findPost('forbidden');
    await expect(failure).rejects.toBeInstanceOf(CmsError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
    expect(cms.fetch).toHaveBeenCalledTimes(1);
    expect(cms.loggedEvents()).toEqual([expect.objectContaining({ key: 'post:forbidden', message: 'CmsError: Forbidden' })]);
  });

  it('an answer that no longer matches the expected shape fails loudly, tried once', async () => {
    cms.fetch.mockImplementation(answer(200, { data: [{ title: 42 }], meta: {} }));
    const failure = listPosts({ postType: 'luxury' });
    await expect(failure).rejects.toMatchObject({ name: 'ZodError' });
    await expect(failure).rejects.not.toBeInstanceOf(CmsUnavailableError);
    expect(cms.fetch).toHaveBeenCalledTimes(1);
    expect(cms.loggedEvents()).toEqual([
      expect.objectContaining({ key: 'list:luxury:1', message: expect.stringMatching(/^ZodError/) }),
    ]);
  });
});

describe('image text', () => {
  it("describes each image in the post's own words first, the media file's where the post has none", async () => {
    const post = {
      documentId: 'doc1',
      title: 'Night markets of Taipei',
      slug: 'night-markets-of-taipei',
      content: 'Steam and neon.',
      publishedAt: '2026-05-01T08:00:00.000Z',
      updatedAt: '2026-05-01T08:00:00.000Z',
      images: [
        { id: 1, url: '/uploads/a.jpg', alternativeText: 'File alt', caption: 'File caption' },
        { id: 2, url: '/uploads/b.jpg', alternativeText: 'Second file alt', caption: null },
      ],
      imageText: [{ id: 1, alternativeText: 'Pepper buns in a clay oven' }],
    };
    cms.fetch.mockImplementation(answer(200, { data: [post], meta: { pagination: { page: 1, pageCount: 1, total: 1 } } }));
    const found = await findPost('night-markets-of-taipei');
    expect(found?.images?.map(({ alternativeText, caption }) => ({ alternativeText, caption }))).toEqual([
      { alternativeText: 'Pepper buns in a clay oven', caption: 'File caption' },
      { alternativeText: 'Second file alt', caption: null },
    ]);
  });
});

describe('CMS queries', () => {
  it('a list asks for the fields of its cards only, never the bodies of its stories', async () => {
    const card = { documentId: 'd1', title: 'Kyoto', slug: 'kyoto', publishedAt: '2026-01-01T00:00:00.000Z' };
    cms.fetch.mockImplementation(
      answer(200, {
        data: [{ ...card, updatedAt: card.publishedAt }],
        meta: { pagination: { page: 1, pageCount: 1, total: 1 } },
      }),
    );
    const page = await listPosts({ postType: 'culture' });
    expect(page.posts.map((post) => post.slug)).toEqual(['kyoto']);
    const url = new URL(String(cms.fetch.mock.calls[0]![0]));
    const fields = [...url.searchParams].filter(([name]) => name.startsWith('fields[')).map(([, value]) => value);
    expect(fields).toEqual(expect.arrayContaining(['title', 'slug', 'author', 'authorSlug', 'postType', 'publishedAt']));
    expect(fields).not.toContain('content');
    // A numbered list shows its page count, so the CMS counts.
    expect(url.searchParams.has('pagination[withCount]')).toBe(false);
  });
});
