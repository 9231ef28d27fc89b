import { beforeAll, describe, expect, it } from 'vitest';
import { adminPostsApi, listQuery, login, postBody, uploadImage } from '../support/api';

const totalOf = (headers: Headers) => Number(headers.get('content-range')?.split('/').pop());
const STATUSES = ['draft', 'scheduled', 'published'] as const;

/**
 * The admin list's totals and pages as its SQL computes them (decision 025): a status alone is
 * counted from the row counts, a status with other filters row by row, and pages are ids in order.
 */
describe('the admin list by status', () => {
  let token: string;
  const tag = `st${Date.now()}`;
  const admin = adminPostsApi(() => token);

  /** Every post the list gives for a filter, page by page (100 at most each), and the total it states. */
  async function everything(filter: object, size = 100) {
    const records: any[] = [];
    for (let start = 0; ; start += size) {
      const page = await admin(listQuery({ filter, range: [start, start + size - 1] }));
      expect(page.status).toBe(200);
      records.push(...page.body);
      if (page.body.length < size) return { records, total: totalOf(page.headers) };
    }
  }

  beforeAll(async () => {
    token = await login();
    const imageId = await uploadImage(token);
    const create = async (title: string, intent: object) =>
      (await admin('', postBody([imageId], { title: `${title} ${tag}`, ...intent }))).body;
    await create('Draft one', { status: 'draft' });
    await create('Draft two', { status: 'draft' });
    await create('Scheduled one', { status: 'scheduled', scheduledAt: new Date(Date.now() + 86_400_000).toISOString() });
    await create('Published one', { status: 'published' });
    await create('Worth it 100%', { status: 'published' });
    const changed = await create('Published two', { status: 'published' });
    expect((await admin(`/${changed.id}`, { title: `Published two ${tag} rewritten`, status: 'draft' }, 'PUT')).status).toBe(200);
    // In the Trash, so in no total but the Trash's: the counts leave out its drafts and live rows.
    for (const intent of [{ status: 'draft' }, { status: 'published' }]) {
      const trashed = await create('Trashed', intent);
      expect((await admin(`/${trashed.id}`, undefined, 'DELETE')).status).toBe(200);
    }
  });

  it('lists under each status exactly the posts of that status, with the total it states', async () => {
    const all = await everything({});
    expect(all.records).toHaveLength(all.total);
    expect(all.records.some((post) => post.status === 'trash')).toBe(false);
    expect((await everything({ status: 'trash' })).records.filter((post) => post.title === `Trashed ${tag}`)).toHaveLength(2);
    for (const status of STATUSES) {
      const listed = await everything({ status });
      expect(listed.records).toHaveLength(listed.total);
      expect(listed.records.every((post) => post.status === status)).toBe(true);
      const expected = all.records.filter((post) => post.status === status);
      expect(listed.records.map((post) => post.id).sort()).toEqual(expected.map((post) => post.id).sort());
    }
  });

  it('counts a status with a search or a type among the matching posts only', async () => {
    const expected = { draft: 2, scheduled: 1, published: 3 };
    for (const status of STATUSES) {
      const found = await admin(listQuery({ filter: { status, q: tag } }));
      expect(found.body.map((post: any) => post.title).sort()).toHaveLength(expected[status]);
      expect(totalOf(found.headers)).toBe(expected[status]);
      const typed = await admin(listQuery({ filter: { status, q: tag, postType: 'food' } }));
      expect(totalOf(typed.headers)).toBe(0);
    }
    const changed = await admin(listQuery({ filter: { status: 'published', q: `${tag} rewritten` } }));
    expect(changed.body).toMatchObject([{ title: `Published two ${tag} rewritten`, draftChanges: true }]);
  });

  it('pages through the list in order, without gaps or repeats, in either direction and by any sort', async () => {
    for (const sort of [
      ['createdAt', 'DESC'],
      ['title', 'ASC'],
      ['author', 'DESC'],
    ] as [string, string][]) {
      const whole = await admin(listQuery({ sort, range: [0, 99] }));
      const paged: string[] = [];
      for (let start = 0; start < whole.body.length; start += 3) {
        paged.push(...(await admin(listQuery({ sort, range: [start, start + 2] }))).body.map((post: any) => post.id));
      }
      // With more than 100 posts stored, the last page runs past the first hundred.
      expect(paged.slice(0, whole.body.length)).toEqual(whole.body.map((post: any) => post.id));
    }
  });

  it('searches LIKE wildcards as plain characters, and short texts too', async () => {
    for (const q of ['%', '_', 'ne']) {
      const found = await everything({ q });
      expect(found.records.length).toBe(found.total);
      // An unescaped wildcard would match every post; these all hold the character itself.
      expect(found.records.every((post) => `${post.title} ${post.author}`.toLowerCase().includes(q))).toBe(true);
    }
    expect((await everything({ q: `100% ${tag}` })).records).toHaveLength(1);
  });

  it('keeps the search in step with edits, publishing and deletion', async () => {
    const imageId = await uploadImage(token);
    const found = async (q: string) => (await admin(listQuery({ filter: { q } }))).body.map((post: any) => post.id);
    const post = (await admin('', postBody([imageId], { title: `Before ${tag} edit`, status: 'draft' }))).body;
    expect(await found(`before ${tag}`)).toEqual([post.id]);
    await admin(`/${post.id}`, { title: `After ${tag} edit`, status: 'published' }, 'PUT');
    expect(await found(`before ${tag}`)).toEqual([]);
    // Listed once though it now has a draft and a live row.
    expect(await found(`after ${tag}`)).toEqual([post.id]);
    expect((await admin(`/${post.id}`, undefined, 'DELETE')).status).toBe(200);
    expect(await found(`after ${tag}`)).toEqual([]);
  });
});
