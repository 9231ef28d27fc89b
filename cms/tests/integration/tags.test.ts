import { beforeAll, describe, expect, it } from 'vitest';
import { TAG_MESSAGES, TAGS_MAX_PER_POST } from '@journey-canvas/shared';
import { api, createPost, fieldErrors, listQuery, login, postBody, uploadImage } from '../support/api';

/** Tags (decision 057): one per slug, at most ten a post, on every door, renamed and merged by Editors. */
describe('tags', () => {
  let token: string;
  let imageId: number;
  const unique = Date.now().toString(36);
  /** A tag name no other test file uses: letters only, so search reads it as one word. */
  const word = (name: string) => `${name}${unique.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

  beforeAll(async () => {
    token = await login();
    imageId = await uploadImage(token);
  });

  const tagsOf = async (id: string) => (await api(`/api/admin/blog-posts/${id}`, { token })).body.tags as string[];
  const adminTag = async (slug: string) =>
    (await api(`/api/admin/tags${listQuery({ filter: { q: slug }, range: [0, 99] })}`, { token })).body.find(
      (tag: any) => tag.slug === slug,
    );

  it('keeps "Rail", "rail " and "RAIL" as one tag, in the order typed, and shows it to readers', async () => {
    const rail = word('Rail');
    const post = await createPost(token, { tags: [rail, `${rail.toLowerCase()} `, rail.toUpperCase(), 'Budget'] });
    expect(post.tags).toEqual([rail, 'Budget']);
    const slug = rail.toLowerCase();

    const tagged = await api(
      `/api/blog-posts?filters[tags][slug][$eq]=${slug}&populate[tags][fields][0]=name&populate[tags][fields][1]=slug`,
    );
    expect(tagged.status).toBe(200);
    expect(tagged.body.data.map((row: any) => row.documentId)).toEqual([post.id]);
    expect(tagged.body.data[0].tags.map((tag: any) => tag.name)).toEqual([rail, 'Budget']);
    const tag = await api(`/api/tags?filters[slug][$eq]=${slug}`);
    expect(tag.body.data).toEqual([expect.objectContaining({ name: rail, slug })]);

    // A second post typing the tag in another case joins the same tag.
    const other = await createPost(token, { tags: [rail.toUpperCase()] });
    expect(other.tags).toEqual([rail]);
    expect((await adminTag(slug)).posts).toBe(2);
  });

  it("lists a tag's live stories only, by one slug or any of several, with their count", async () => {
    const [first, second] = [word('Ferry'), word('Island')];
    const live = await createPost(token, { tags: [first] });
    const other = await createPost(token, { tags: [second] });
    await createPost(token, { status: 'draft', tags: [first] });
    const trashed = await createPost(token, { tags: [first, second] });
    expect((await api(`/api/admin/blog-posts/${trashed.id}`, { method: 'DELETE', token })).status).toBe(200);

    const one = await api(`/api/blog-posts?filters[tags][slug][$eq]=${first.toLowerCase()}`);
    expect(one.body.data.map((row: any) => row.documentId)).toEqual([live.id]);
    expect(one.body.meta.pagination.total).toBe(1);
    const either = await api(
      `/api/blog-posts?filters[tags][slug][$in][0]=${first.toLowerCase()}&filters[tags][slug][$in][1]=${second.toLowerCase()}&sort=publishedAt:asc`,
    );
    expect(either.body.data.map((row: any) => row.documentId)).toEqual([live.id, other.id]);
    const none = await api(`/api/blog-posts?filters[tags][slug][$eq]=${word('nowhere').toLowerCase()}`);
    expect(none.body).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
  });

  it('shows readers only the tags a live story outside the Trash carries; the admin lists them all', async () => {
    const [drafted, trashed, kept, added] = [word('Drafted'), word('Trashed'), word('Kept'), word('Added')];
    const draft = await createPost(token, { status: 'draft', tags: [drafted] });
    const gone = await createPost(token, { tags: [trashed] });
    expect((await api(`/api/admin/blog-posts/${gone.id}`, { method: 'DELETE', token })).status).toBe(200);
    // A live story whose unpublished draft drops one tag and adds another: readers see the live version's.
    const live = await createPost(token, { tags: [kept] });
    const edited = await api(`/api/admin/blog-posts/${live.id}`, {
      method: 'PUT',
      token,
      body: { tags: [added], status: 'draft' },
    });
    expect(edited.body.tags).toEqual([added]);

    const readerSlugs = async () =>
      (await api(`/api/tags?filters[slug][$endsWith]=${word('').toLowerCase()}&sort=slug&pagination[pageSize]=100`)).body.data
        .map((tag: any) => tag.slug)
        .filter((slug: string) => [drafted, trashed, kept, added].some((name) => name.toLowerCase() === slug));
    expect(await readerSlugs()).toEqual([kept.toLowerCase()]);
    for (const hidden of [drafted, trashed, added]) {
      const slug = hidden.toLowerCase();
      // As the site asks for a tag's page.
      const asked = await api(`/api/tags?filters[slug][$eq]=${slug}&fields[0]=name&fields[1]=slug`);
      expect(asked.body.data, slug).toEqual([]);
      const { id } = await adminTag(slug);
      expect((await api(`/api/tags/${id}`)).status, slug).toBe(404);
      expect((await adminTag(slug)).posts, slug).toBe(1);
    }
    const shown = await api(`/api/tags/${(await adminTag(kept.toLowerCase())).id}`);
    expect(shown.body.data).toMatchObject({ name: kept, slug: kept.toLowerCase() });

    expect((await api(`/api/admin/blog-posts/${draft.id}`, { method: 'PUT', token, body: { status: 'published' } })).status).toBe(
      200,
    );
    expect(await readerSlugs()).toEqual([drafted.toLowerCase(), kept.toLowerCase()]);
  });

  it('refuses more than ten tags and hostile names with a clear message, storing nothing', async () => {
    const post = await createPost(token, { tags: ['Kept'] });
    const put = (tags: unknown) => api(`/api/admin/blog-posts/${post.id}`, { method: 'PUT', token, body: { tags } });
    const eleven = Array.from({ length: TAGS_MAX_PER_POST + 1 }, (_, i) => `Tag ${i}`);
    for (const [tags, message] of [
      [eleven, TAG_MESSAGES.tooMany],
      [['<script>alert(1)</script>'], TAG_MESSAGES.characters],
      [['<img src=x onerror=alert(1)>'], TAG_MESSAGES.characters],
      [['javascript:alert(1)'], TAG_MESSAGES.characters],
      [['x'.repeat(100_000)], TAG_MESSAGES.tooLong],
      [['nul\u0000byte'], TAG_MESSAGES.characters],
      [['abc\u202Edef'], TAG_MESSAGES.characters],
      ['Rail', TAG_MESSAGES.notList],
      [[42], TAG_MESSAGES.notText],
    ] as const) {
      const response = await put(tags);
      expect(response.status, JSON.stringify(tags).slice(0, 80)).toBeLessThan(500);
      if (response.status === 413) continue;
      expect(response.status).toBe(400);
      expect(Object.values(fieldErrors(response.body))).toContain(message);
    }
    expect(await tagsOf(post.id)).toEqual(['Kept']);
    // An edit that says nothing of tags keeps them.
    await put(undefined);
    expect((await api(`/api/admin/blog-posts/${post.id}`, { method: 'PUT', token, body: { title: 'Retitled' } })).status).toBe(
      200,
    );
    expect(await tagsOf(post.id)).toEqual(['Kept']);
  });

  it('finds a story by its tag in readers’ search, and follows a rename', async () => {
    const name = word('Ferryhop');
    const post = await createPost(token, { tags: [name] });
    const search = async (q: string) =>
      (await api(`/api/blog-posts/search?q=${encodeURIComponent(q)}`)).body.data.map((row: any) => row.documentId);
    expect(await search(name)).toContain(post.id);

    const tag = await adminTag(name.toLowerCase());
    const renamed = word('Seacrossing');
    const answer = await api(`/api/admin/tags/${tag.id}`, { method: 'PUT', token, body: { name: renamed } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: renamed, slug: renamed.toLowerCase(), posts: 1 });
    expect(await tagsOf(post.id)).toEqual([renamed]);
    expect(await search(renamed)).toContain(post.id);
    expect(await search(name)).not.toContain(post.id);
    // The old tag page leads to the new one for good.
    const lookup = await api(`/api/site-addresses/lookup?path=${encodeURIComponent(`/tags/${name.toLowerCase()}`)}`);
    expect(lookup.body.data).toEqual({
      path: `/tags/${name.toLowerCase()}`,
      status: 301,
      location: `/tags/${renamed.toLowerCase()}`,
    });
  });

  it('merges a tag into another on every post, draft and live, and redirects its page', async () => {
    const [from, into] = [word('Trains'), word('Railways')];
    const both = await createPost(token, { tags: [from, into] });
    const onlyFrom = await createPost(token, { tags: ['Coast', from] });
    const draft = await createPost(token, { tags: [from], status: 'draft' });
    const fromTag = await adminTag(from.toLowerCase());
    const intoTag = await adminTag(into.toLowerCase());
    expect(fromTag.posts).toBe(3);

    expect((await api(`/api/admin/tags/${fromTag.id}`, { method: 'PUT', token, body: { mergeInto: fromTag.id } })).status).toBe(
      400,
    );
    const both400 = await api(`/api/admin/tags/${fromTag.id}`, {
      method: 'PUT',
      token,
      body: { name: 'x', mergeInto: intoTag.id },
    });
    expect(both400.body.error.message).toBe(TAG_MESSAGES.renameOrMerge);
    const merged = await api(`/api/admin/tags/${fromTag.id}`, { method: 'PUT', token, body: { mergeInto: intoTag.id } });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: intoTag.id, posts: 3, merged: 3 });

    expect(await tagsOf(both.id)).toEqual([into]);
    expect(await tagsOf(onlyFrom.id)).toEqual(['Coast', into]);
    expect(await tagsOf(draft.id)).toEqual([into]);
    const live = await api(`/api/blog-posts?filters[documentId][$eq]=${onlyFrom.id}&populate[tags][fields][0]=name`);
    expect(live.body.data[0].tags.map((tag: any) => tag.name)).toEqual(['Coast', into]);
    expect(await adminTag(from.toLowerCase())).toBeUndefined();
    const lookup = await api(`/api/site-addresses/lookup?path=${encodeURIComponent(`/tags/${from.toLowerCase()}`)}`);
    expect(lookup.body.data).toMatchObject({ status: 301, location: `/tags/${into.toLowerCase()}` });

    const log = await api(`/api/admin/activity${listQuery({ filter: { action: 'tag-merge' }, range: [0, 9] })}`, { token });
    expect(log.body[0].detail).toBe(`${from} → ${into} (3 stories)`);
  });

  it('refuses renaming a tag onto another one, which is a merge', async () => {
    const [a, b] = [word('Alpha'), word('Beta')];
    await createPost(token, { tags: [a, b] });
    const tag = await adminTag(a.toLowerCase());
    const response = await api(`/api/admin/tags/${tag.id}`, { method: 'PUT', token, body: { name: b.toUpperCase() } });
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body).name).toBe(TAG_MESSAGES.nameTaken(b));
  });

  it('records tags in a revision and brings them back with it', async () => {
    const post = await createPost(token, { tags: ['Winter', 'Budget'] });
    await api(`/api/admin/blog-posts/${post.id}`, { method: 'PUT', token, body: { tags: ['Summer'] } });
    const history = await api(`/api/admin/revisions${listQuery({ filter: { post: post.id }, sort: ['createdAt', 'ASC'] })}`, {
      token,
    });
    const [first, second] = history.body;
    expect(second.summary).toContain('changed tags');
    expect((await api(`/api/admin/revisions/${first.id}`, { token })).body.fields.tags).toEqual(['Winter', 'Budget']);
    const restored = await api(`/api/admin/revisions/${first.id}/restore`, { method: 'POST', token, body: {} });
    expect(restored.status).toBe(200);
    expect(await tagsOf(post.id)).toEqual(['Winter', 'Budget']);
  });

  it('offers the existing tags as suggestions, most used first', async () => {
    const prefix = word('Sugg');
    await createPost(token, { tags: [`${prefix} one`, `${prefix} two`] });
    await createPost(token, { tags: [`${prefix} two`] });
    const response = await api(`/api/admin/tags${listQuery({ filter: { q: prefix.toLowerCase() }, range: [0, 9] })}`, { token });
    expect(response.body.map((tag: any) => [tag.name, tag.posts])).toEqual([
      [`${prefix} two`, 2],
      [`${prefix} one`, 1],
    ]);
    expect(response.headers.get('content-range')).toBe('tags 0-1/2');
    expect((await api(`/api/admin/tags${listQuery({ filter: { colour: 'red' } })}`, { token })).status).toBe(400);
  });

  it('takes tags on a REST create as names too', async () => {
    const created = await api('/api/blog-posts', { token, body: { data: postBody([imageId], { tags: ['Rest door'] }) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await tagsOf(created.body.data.documentId)).toEqual(['Rest door']);
  });
});
