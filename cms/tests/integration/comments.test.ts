import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, GUIDE_CHECK_LABELS, guideCheckDue } from '@journey-canvas/shared';
import { api, createPost, fieldErrors, listQuery, login } from '../support/api';
import { ask, readerAddress } from '../support/readers';

/** Reader questions (decision 058): held for moderation, shown as text once approved, never an address. */
describe('reader questions', () => {
  let token: string;
  let post: { id: string; author: string };

  beforeAll(async () => {
    token = await login();
    post = await createPost(token, { author: 'Kenji Mori' });
  });

  const shown = async (id = post.id) => (await api(`/api/comments?post=${id}`)).body.data as any[];
  const pending = async () =>
    (await api(`/api/admin/comments${listQuery({ filter: { status: 'pending', post: post.id }, range: [0, 99] })}`, { token }))
      .body;
  const moderate = (id: string, body: object) => api(`/api/admin/comments/${id}`, { method: 'PUT', token, body });

  it('holds a question for moderation: 202, then nothing shows until an Editor approves it', async () => {
    const sent = await ask(post.id, { body: 'Does the museum open on Mondays?', outdated: true });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ data: { status: 'pending', message: COMMENT_MESSAGES.awaitingModeration } });
    expect(await shown()).toEqual([]);

    const [question] = (await pending()).filter((row: any) => row.body === 'Does the museum open on Mondays?');
    expect(question).toMatchObject({
      status: 'pending',
      outdated: true,
      postTitle: expect.any(String),
      email: expect.stringContaining('@'),
    });

    const approved = await moderate(question.id, { status: 'approved' });
    expect(approved.body).toMatchObject({ status: 'approved', approvedAt: expect.any(String) });
    const [visible] = await shown();
    expect(visible).toEqual({
      id: question.id,
      name: 'Mia',
      body: 'Does the museum open on Mondays?',
      createdAt: expect.any(String),
      reply: null,
      replyAuthor: null,
      repliedAt: null,
    });
    expect(JSON.stringify(await api(`/api/comments?post=${post.id}`))).not.toContain('@example.com');
  });

  it('replies as the story’s author, approving the question, and logs every moderation', async () => {
    await ask(post.id, { body: 'Can I pay by card on the bus?' });
    const [question] = (await pending()).filter((row: any) => row.body === 'Can I pay by card on the bus?');
    const replied = await moderate(question.id, { reply: 'Yes, contactless works on every line.' });
    expect(replied.body).toMatchObject({
      status: 'approved',
      reply: 'Yes, contactless works on every line.',
      replyAuthor: 'Kenji Mori',
    });
    expect((await shown()).find((row) => row.id === question.id)).toMatchObject({ replyAuthor: 'Kenji Mori' });

    expect((await moderate(question.id, { status: 'spam' })).body.status).toBe('spam');
    expect((await shown()).find((row) => row.id === question.id)).toBeUndefined();
    expect((await api(`/api/admin/comments/${question.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await api(`/api/admin/comments/${question.id}`, { token })).status).toBe(404);

    const log = await api(`/api/admin/activity${listQuery({ filter: { post: post.id }, range: [0, 49] })}`, { token });
    const actions = log.body.map((entry: any) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['comment-approve', 'comment-reply', 'comment-spam', 'comment-delete']));
    expect(log.body.find((entry: any) => entry.action === 'comment-delete').detail).toBe('Mia: “Can I pay by card on the bus?”');
  });

  it('shows no question of a story in the Trash', async () => {
    const story = await createPost(token);
    await ask(story.id, { body: 'Is the ferry running in winter?' });
    const [question] = (
      await api(`/api/admin/comments${listQuery({ filter: { status: 'pending', post: story.id }, range: [0, 9] })}`, { token })
    ).body;
    await moderate(question.id, { status: 'approved' });
    expect(await shown(story.id)).toHaveLength(1);
    expect((await api(`/api/admin/blog-posts/${story.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await shown(story.id)).toEqual([]);
  });

  it('counts the pending questions for the Comments view', async () => {
    await ask(post.id, { body: 'One more pending question' });
    const list = await api(`/api/admin/comments${listQuery({ filter: { status: 'pending' }, range: [0, 0] })}`, { token });
    expect(Number(list.headers.get('content-range')?.split('/')[1])).toBeGreaterThan(0);
    expect((await api(`/api/admin/comments${listQuery({ filter: { status: 'deleted' } })}`, { token })).status).toBe(400);
    expect((await moderate((await pending())[0].id, { status: 'published' })).status).toBe(400);
  });

  it('answers a filled-in honeypot as any question, and keeps nothing', async () => {
    const before = (await pending()).length;
    const bot = await ask(post.id, { body: 'Cheap flights here', website: 'http://spam.example' });
    expect(bot.status).toBe(202);
    expect((await pending()).length).toBe(before);
  });

  it('refuses hostile and broken input with a clear message, never a 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', COMMENT_MESSAGES.nameRequired],
      [{ body: '   ' }, 'body', COMMENT_MESSAGES.bodyRequired],
      [{ body: 'x'.repeat(2001) }, 'body', COMMENT_MESSAGES.bodyTooLong],
      [{ body: 'See https://a.example, https://b.example and https://c.example' }, 'body', COMMENT_MESSAGES.tooManyLinks],
      [{ body: 'nul \u0000 byte' }, 'body', 'Question cannot contain control characters'],
      [{ name: 'Mia\u202Egnp.exe' }, 'name', COMMENT_MESSAGES.directionMarks('Name')],
      [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
      [{ email: 'a\u202E@example.com' }, 'email', 'Please enter a valid email address'],
      [{ outdated: 'yes' }, 'outdated', COMMENT_MESSAGES.outdated],
      [{ post: 'no-such-story' }, 'post', COMMENT_MESSAGES.postNotFound],
    ];
    for (const [fields, path, message] of cases) {
      const response = await ask(post.id, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(fieldErrors(response.body)[path]).toBe(message);
    }
    const huge = await ask(post.id, { body: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    const notObject = await api('/api/comments', { body: ['a list'] });
    expect(notObject.status).toBe(400);
    // Markup is kept as the text it is; the page escapes it.
    const script = await ask(post.id, { body: '<script>alert(1)</script> <img src=x onerror=alert(1)> javascript:alert(1)' });
    expect(script.status).toBe(202);
    expect((await api('/api/comments?post=' + encodeURIComponent('a\u0000b'))).status).toBe(400);
  });

  it('refuses questions on a draft', async () => {
    const draft = await createPost(token, { status: 'draft' });
    const response = await ask(draft.id);
    expect(fieldErrors(response.body).post).toBe(COMMENT_MESSAGES.postNotFound);
  });

  it('limits questions per address and per email address, as the site vouches for the address', async () => {
    const headers = readerAddress();
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push((await ask(post.id, {}, headers)).status);
    expect(answers.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(answers[10]).toBe(429);
    const refused = await ask(post.id, {}, headers);
    expect(refused.body.error.message).toBe(COMMENT_MESSAGES.tooMany);

    const email = `limited-${Date.now()}@example.com`;
    const byEmail = [];
    for (let i = 0; i < 11; i += 1) byEmail.push((await ask(post.id, { email })).status);
    expect(byEmail[10]).toBe(429);
  });

  it('puts a guide reported out of date on the due-a-check list until it is verified again', async () => {
    const guide = await createPost(token, { postType: 'guide', lastVerifiedAt: '2026-01-10' });
    await ask(guide.id, { body: 'The ferry timetable changed in spring.', outdated: true });
    const record = (await api(`/api/admin/blog-posts/${guide.id}`, { token })).body;
    expect(record.outdatedReportedAt).toEqual(expect.any(String));
    expect(guideCheckDue(record)).toBe('reported');
    expect(GUIDE_CHECK_LABELS.reported).toMatch(/reader/);
    const today = new Date().toISOString().slice(0, 10);
    const verified = await api(`/api/admin/blog-posts/${guide.id}`, { method: 'PUT', token, body: { lastVerifiedAt: today } });
    expect(guideCheckDue(verified.body)).toBeNull();
  });
});
