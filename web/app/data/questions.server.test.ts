import { COMMENT_MESSAGES } from '@journey-canvas/shared';
import { READER_ADDRESS_HEADER, READER_SIGNATURE_HEADER } from '@journey-canvas/shared/server';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeCmsForEachTest, refused } from '../test-support/fake-cms';
import { askQuestion, questionFormToken } from './questions.server';

const cms = fakeCmsForEachTest();
const NOW = 1_800_000_000_000;

const questionForm = (fields: Record<string, string> = {}, started = questionFormToken(NOW - 60_000)) => {
  const form = new FormData();
  const values = { name: 'Mia', email: 'Mia@Example.com', body: 'Does the ferry run in winter?', started, ...fields };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};
const ask = (form: FormData) => askQuestion(form, { post: 'doc123', readerAddress: '203.0.113.9', now: NOW });

describe('askQuestion', () => {
  it('sends the question for moderation, vouching for the reader’s address', async () => {
    cms.fetch.mockImplementation(answer(202, { data: { status: 'pending' } }));
    expect(await ask(questionForm({ outdated: 'on' }))).toEqual({
      status: 202,
      result: { ok: true, message: COMMENT_MESSAGES.awaitingModeration },
    });
    const [url, init] = cms.fetch.mock.calls[0]!;
    expect(url).toMatch(/\/api\/comments$/);
    expect(JSON.parse(init.body)).toEqual({
      post: 'doc123',
      name: 'Mia',
      email: 'mia@example.com',
      body: 'Does the ferry run in winter?',
      outdated: true,
      // The page's language: a default-language page here (decision 100).
      language: 'en',
    });
    expect(init.headers[READER_ADDRESS_HEADER]).toBe('203.0.113.9');
    expect(init.headers[READER_SIGNATURE_HEADER]).toMatch(/^[\w-]{43}$/);
  });

  it('answers a robot like anyone and sends nothing: the honeypot filled, or the form sent within seconds', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect((await ask(questionForm({ website: 'http://spam.example' }))).status).toBe(202);
    expect((await ask(questionForm({}, questionFormToken(NOW - 1000)))).result).toEqual({
      ok: true,
      message: COMMENT_MESSAGES.awaitingModeration,
    });
    expect(cms.fetch).not.toHaveBeenCalled();
  });

  it('takes a start from the last day, and asks to send again when it is forged or older', async () => {
    cms.fetch.mockImplementation(answer(202, { data: { status: 'pending' } }));
    const almostADay = questionFormToken(NOW - 23 * 60 * 60 * 1000);
    expect((await ask(questionForm({}, almostADay))).result).toEqual({ ok: true, message: COMMENT_MESSAGES.awaitingModeration });
    cms.fetch.mockClear();
    for (const started of ['1234.forged', questionFormToken(NOW - 25 * 60 * 60 * 1000)]) {
      expect((await ask(questionForm({}, started))).result).toMatchObject({ ok: false, formError: COMMENT_MESSAGES.formExpired });
    }
    expect(cms.fetch).not.toHaveBeenCalled();
  });

  it('without a start (a browser without JavaScript) leaves the honeypot alone to judge', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    cms.fetch.mockImplementation(answer(202, { data: { status: 'pending' } }));
    expect(await ask(questionForm({}, ''))).toEqual({
      status: 202,
      result: { ok: true, message: COMMENT_MESSAGES.awaitingModeration },
    });
    expect(cms.fetch).toHaveBeenCalledTimes(1);
    expect((await ask(questionForm({ website: 'http://spam.example' }, ''))).status).toBe(202);
    expect(cms.fetch).toHaveBeenCalledTimes(1);
    // A refusal shows the form again still without a start, so it is not taken for an expired one.
    expect(await ask(questionForm({ email: 'not an address' }, ''))).toMatchObject({ status: 400, result: { started: '' } });
  });

  it('shows a refused form again with its own start, so the question put right and sent at once is taken', async () => {
    cms.fetch.mockImplementation(answer(202, { data: { status: 'pending' } }));
    const started = questionFormToken(NOW - 60_000);
    const refusedSend = await ask(questionForm({ email: 'not an address' }, started));
    expect(refusedSend).toMatchObject({ status: 400, result: { ok: false, started } });
    const again = await askQuestion(questionForm({}, (refusedSend.result as { started: string }).started), {
      post: 'doc123',
      readerAddress: '203.0.113.9',
      now: NOW + 1000,
    });
    expect(again.result).toEqual({ ok: true, message: COMMENT_MESSAGES.awaitingModeration });
    expect(cms.fetch).toHaveBeenCalledTimes(1);
  });

  it('gives an expired form a start old enough to be sent again at once', async () => {
    cms.fetch.mockImplementation(answer(202, { data: { status: 'pending' } }));
    const expired = await ask(questionForm({}, questionFormToken(NOW - 25 * 60 * 60 * 1000)));
    expect(expired.result).toMatchObject({ ok: false, formError: COMMENT_MESSAGES.formExpired, values: { name: 'Mia' } });
    const started = (expired.result as { started: string }).started;
    expect((await ask(questionForm({}, started))).result).toEqual({ ok: true, message: COMMENT_MESSAGES.awaitingModeration });
    expect(cms.fetch).toHaveBeenCalledTimes(1);
  });

  it('says what is wrong per field, keeping what was typed, before asking the CMS', async () => {
    const { status, result } = await ask(questionForm({ body: 'x'.repeat(100_000) }));
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false, errors: { body: COMMENT_MESSAGES.bodyTooLong }, values: { name: 'Mia' } });
    expect(cms.fetch).not.toHaveBeenCalled();
  });

  it('turns the CMS’s refusals into the form’s words, and its absence into try again later', async () => {
    cms.fetch.mockImplementation(answer(429, { error: { message: COMMENT_MESSAGES.tooMany } }));
    expect((await ask(questionForm())).result).toMatchObject({ ok: false, formError: COMMENT_MESSAGES.tooMany });
    cms.fetch.mockImplementation(refused);
    expect(await ask(questionForm())).toMatchObject({ status: 503, result: { formError: COMMENT_MESSAGES.notSent } });
    expect(cms.loggedEvents()).toEqual([expect.objectContaining({ event: 'cms-error', action: 'question' })]);
  });
});
