import { beforeAll, describe, expect, it } from 'vitest';
import { api, fieldErrors, createPost, login, panelToken, postBody, uploadImage } from '../support/api';

/**
 * Odd input, as a careless client or a probe sends it, gets a clear 400 on both databases and
 * leaves what is stored as it was; none of it may surface as a 500. (Each of these was a
 * 500 on PostgreSQL, on SQLite, or both.)
 */

const list = (query: string, token: string) => api(`/api/admin/blog-posts?${query}`, { token });
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);

describe('the admin list', () => {
  let token: string;
  let posts: { id: string }[];

  beforeAll(async () => {
    token = await login();
    posts = [await createPost(token, { status: 'draft' }), await createPost(token, { status: 'draft' })];
  });

  it('sorts by no name every object inherits, and says so', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const response = await list(`sort=${json([name, 'ASC'])}`, token);
      expect(response.status, name).toBe(400);
      expect(response.body.error.message).toBe(`Cannot sort by "${name}"`);
      const byStatus = await list(`filter=${json({ status: name })}`, token);
      expect(byStatus.status, name).toBe(400);
      expect(byStatus.body.error.message).toBe(`Cannot filter by status "${name}"`);
    }
    for (const query of ['filter={"constructor":"x"}', 'filter={"__proto__":{"q":"x"}}']) {
      expect((await list(query, token)).status, query).toBe(400);
    }
  });

  it('reads at most 100 posts a request, and refuses a range past that or out of order', async () => {
    const page = await list(`range=${json([0, 99])}`, token);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toMatch(/^posts 0-\d+\/\d+$/);
    const everything = await list(`range=${json([0, 1_000_000_000])}`, token);
    expect(everything.status).toBe(400);
    expect(everything.body.error.message).toBe('Range asks for 1000000001 posts; one request reads at most 100');
    expect((await list(`range=${json([0, 100])}`, token)).status).toBe(400);
    for (const range of [[-1, 9], [9, 0], [0.5, 9], ['0', '9'], [0], [0, 9, 19], { start: 0 }]) {
      const refused = await list(`range=${json(range)}`, token);
      expect(refused.status, JSON.stringify(range)).toBe(400);
      expect(refused.body.error.message).toBe('Range must be [start, end]: whole numbers with 0 <= start <= end');
    }
  });

  it('answers a getMany with every post it names, and refuses more than 100 ids', async () => {
    const ids = [...posts.map((post) => post.id), ...Array.from({ length: 28 }, (_, n) => `unknown-${n}`)];
    const found = await list(`filter=${json({ id: ids })}`, token);
    expect(found.status).toBe(200);
    expect(found.body.map((record: { id: string }) => record.id).sort()).toEqual(posts.map((post) => post.id).sort());
    const tooMany = await list(`filter=${json({ id: Array.from({ length: 101 }, (_, n) => `post-${n}`) })}`, token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('The filter at id lists at most 100 values');
  });

  it('refuses filter values of the wrong JSON type', async () => {
    for (const filter of [
      { q: { toString: 1 } },
      { q: ['kyoto'] },
      { status: { toString: 1 } },
      { id: [{ toString: 1 }] },
      { id: [['a']] },
      { postType: { food: true } },
    ]) {
      const response = await list(`filter=${json(filter)}`, token);
      expect(response.status, JSON.stringify(filter)).toBe(400);
      expect(response.body.error.name).toBe('ValidationError');
    }
    expect((await list(`sort=${json([{ toString: 1 }, 'ASC'])}`, token)).body.error.message).toBe(
      'Cannot sort by {"toString":1}',
    );
  });
});

describe('publish times', () => {
  let token: string;
  let imageId: number;

  beforeAll(async () => {
    token = await login();
    imageId = await uploadImage(token);
  });

  it('are refused without their zone or with a control character, wherever they are sent, and nothing is stored', async () => {
    const title = `Zoneless ${Date.now()}`;
    for (const [scheduledAt, message] of [
      ['2030-01-01 00:00:00', 'Enter a valid publish date and time'],
      ['2030-01-01T00:00:00', 'Give the publish time with its time zone: Z or an offset such as +02:00'],
      ['2030-01-01T00:00:00.000Z\u0000', 'Enter a valid publish date and time'],
    ]) {
      const admin = await api('/api/admin/blog-posts', {
        token,
        body: postBody([imageId], { title, status: 'scheduled', scheduledAt }),
      });
      expect(admin.status, scheduledAt).toBe(400);
      expect(fieldErrors(admin.body)).toEqual({ scheduledAt: message });
      const draft = await api('/api/admin/blog-posts', {
        token,
        body: postBody([imageId], { title, status: 'draft', scheduledAt }),
      });
      expect(draft.status, scheduledAt).toBe(400);
      const rest = await api('/api/blog-posts?status=draft', {
        token,
        body: { data: { ...postBody([imageId], { title }), scheduledAt } },
      });
      expect(rest.status, scheduledAt).toBe(400);
      expect(fieldErrors(rest.body)).toEqual({ scheduledAt: message });
      const panel = await api('/content-manager/collection-types/api::blog-post.blog-post', {
        token: panelToken(),
        body: { ...postBody([imageId], { title }), scheduledAt },
      });
      expect(panel.status, scheduledAt).toBe(400);
      const preview = await api('/api/admin/blog-posts/preview', { token, body: postBody([imageId], { title, scheduledAt }) });
      expect(preview.status, scheduledAt).toBe(400);
      expect(fieldErrors(preview.body)).toEqual({ scheduledAt: message });
    }
    expect((await list(`filter=${json({ q: title })}`, token)).body).toEqual([]);
  });

  it('are refused on an update too, which keeps the stored time', async () => {
    const at = inHours(48).toISOString();
    const post = await createPost(token, { status: 'scheduled', scheduledAt: at });
    const refused = await api(`/api/admin/blog-posts/${post.id}`, {
      method: 'PUT',
      token,
      body: { status: 'scheduled', scheduledAt: '2031-06-01 08:00:00' },
    });
    expect(refused.status).toBe(400);
    expect((await api(`/api/admin/blog-posts/${post.id}`, { token })).body).toMatchObject({
      status: 'scheduled',
      scheduledAt: at,
    });
  });

  it('are taken with an offset, as the same instant', async () => {
    const at = inHours(72);
    const local = new Date(at.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    const post = await createPost(token, { status: 'scheduled', scheduledAt: local });
    expect(post).toMatchObject({ status: 'scheduled', scheduledAt: at.toISOString() });
  });

  it('given to a preview are checked, so the preview page can show them', async () => {
    const link = await api('/api/admin/blog-posts/preview', { token, body: postBody([imageId], { scheduledAt: 'garbage' }) });
    expect(link.status).toBe(400);
    expect(fieldErrors(link.body)).toEqual({ scheduledAt: 'Enter a valid publish date and time' });
  });
});

describe('text no database can store', () => {
  let token: string;
  let imageId: number;

  beforeAll(async () => {
    token = await login();
    imageId = await uploadImage(token);
  });

  it('is refused in every field of a post, through the admin API and REST, and an update keeps what was stored', async () => {
    const nul = '\u0000';
    const refused = await api('/api/admin/blog-posts', {
      token,
      body: postBody([imageId], {
        title: `Night ferry${nul}`,
        author: `Mira${nul}`,
        metaDescription: `Boats\u0007`,
        placeName: `Naha${nul}`,
        images: [{ id: imageId, alternativeText: `A ferry${nul}` }],
      }),
    });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body)).toEqual({
      title: 'Title cannot contain control characters',
      author: 'Author name cannot contain control characters',
      metaDescription: 'Meta description cannot contain control characters',
      placeName: 'Place name cannot contain control characters',
    });
    const post = await createPost(token);
    for (const body of [
      { content: `${'Long enough words. '.repeat(8)}${nul}` },
      { images: [{ id: post.images[0].id, alternativeText: `A ferry${nul}` }] },
    ]) {
      const update = await api(`/api/admin/blog-posts/${post.id}`, { method: 'PUT', token, body });
      expect(update.status, JSON.stringify(body)).toBe(400);
    }
    const rest = await api(`/api/blog-posts/${post.id}`, { method: 'PUT', token, body: { data: { title: `T${nul}` } } });
    expect(rest.status).toBe(400);
    expect(await api(`/api/admin/blog-posts/${post.id}`, { token })).toMatchObject({
      body: { title: post.title, content: post.content, images: [{ alternativeText: null }] },
    });
  });

  it('is refused in a contact message, and a login naming it is refused as an unknown account', async () => {
    const message = { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: `Hi${'\u0000'} there` };
    const contact = await api('/api/contact-messages', { body: { data: message } });
    expect(contact.status).toBe(400);
    expect(fieldErrors(contact.body)).toEqual({ message: 'Message cannot contain control characters' });
    const login = await api('/api/auth/local', { body: { identifier: 'admin\u0000@example.com', password: 'guess' } });
    expect(login.status).toBe(400);
    expect(login.body.error.message).toBe('Invalid identifier or password');
    // The activity log files the failure under what was typed, the NUL shown as a replacement character.
    const failures = await api(`/api/admin/activity?filter=${json({ action: 'failed-sign-in' })}&range=${json([0, 0])}`, {
      token,
    });
    expect(failures.body[0]).toMatchObject({ actor: 'admin\uFFFD@example.com', detail: 'Wrong email or password' });
  });
});

describe('other odd input to the admin API and the REST API', () => {
  let token: string;
  let imageId: number;

  beforeAll(async () => {
    token = await login();
    imageId = await uploadImage(token);
  });

  it('refuses a body that is not a JSON object', async () => {
    const post = await createPost(token, { status: 'draft' });
    for (const [method, path] of [
      ['POST', '/api/admin/blog-posts'],
      ['PUT', `/api/admin/blog-posts/${post.id}`],
      ['POST', '/api/admin/blog-posts/preview'],
    ]) {
      const response = await api(path!, { method, token, body: [postBody([imageId])] });
      expect(response.status, path).toBe(400);
      expect(response.body.error.message).toBe('The request body must be a JSON object');
    }
  });

  it('finds no image by an id past the database integer', async () => {
    const response = await api('/api/admin/blog-posts', { token, body: postBody([imageId, 2 ** 31]) });
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body)).toEqual({ images: 'Image 2147483648 was not found. Please upload it again.' });
  });

  it('reads no field by a name every object inherits', async () => {
    for (const query of ['fields[0]=constructor', 'fields=title,toString', 'populate[images][fields][0]=constructor']) {
      const response = await api(`/api/blog-posts?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.name).toBe('ValidationError');
    }
  });
});
