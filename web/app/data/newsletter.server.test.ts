import { describe, expect, it } from 'vitest';
import { answer, fakeCmsForEachTest } from '../test-support/fake-cms';
import { NEWSLETTER_MESSAGES } from '@journey-canvas/shared';
import { READER_ADDRESS_HEADER, READER_SIGNATURE_HEADER } from '@journey-canvas/shared/server';
import { followLink, subscribe } from './newsletter.server';

const cms = fakeCmsForEachTest();

const form = (email: string) => {
  const data = new FormData();
  data.set('email', email);
  return data;
};

describe('subscribe', () => {
  it('asks the reader to try later when the CMS fails, and the log says why', async () => {
    cms.fetch.mockImplementation(answer(500, {}));
    expect(await subscribe(form('reader@example.com'), '203.0.113.9')).toEqual({
      status: 503,
      result: { ok: false, message: NEWSLETTER_MESSAGES.notSent, email: 'reader@example.com' },
    });
    expect(cms.loggedEvents()).toEqual([
      expect.objectContaining({ action: 'newsletter', path: '/api/newsletter-subscriptions', cause: 'Error: CMS answered 500' }),
    ]);
  });

  it('refuses an invalid address without asking the CMS, and gives back what was typed', async () => {
    expect(await subscribe(form('reader@'), '203.0.113.9')).toEqual({
      status: 400,
      result: { ok: false, message: 'Please enter a valid email address', email: 'reader@' },
    });
    expect(cms.fetch).not.toHaveBeenCalled();
  });

  it('answers every address alike: check your inbox', async () => {
    cms.fetch.mockImplementation(answer(202, { data: { message: NEWSLETTER_MESSAGES.checkInbox } }));
    expect(await subscribe(form('reader@example.com'), '203.0.113.9')).toEqual({
      status: 200,
      result: { ok: true, message: NEWSLETTER_MESSAGES.checkInbox },
    });
  });

  it('vouches for the reader’s address, so the CMS limits confirmation emails per reader, not per site', async () => {
    cms.fetch.mockImplementation(answer(202, { data: { message: NEWSLETTER_MESSAGES.checkInbox } }));
    await subscribe(form('reader@example.com'), '203.0.113.9');
    const [url, init] = cms.fetch.mock.calls[0]!;
    expect(url).toMatch(/\/api\/newsletter-subscriptions$/);
    // With the page's language, which the emails will be written in: a default-language page here (decision 100).
    expect(JSON.parse(init.body)).toEqual({ data: { email: 'reader@example.com', language: 'en' } });
    expect(init.headers[READER_ADDRESS_HEADER]).toBe('203.0.113.9');
    expect(init.headers[READER_SIGNATURE_HEADER]).toMatch(/^[\w-]{43}$/);
  });
});

describe('a link from a newsletter email', () => {
  it('confirms or unsubscribes with the link’s token, and says in words when the CMS refuses it', async () => {
    cms.fetch.mockImplementation(answer(200, { data: { status: 'confirmed' } }));
    expect(await followLink('confirm', 'abc.def')).toEqual({
      status: 200,
      result: { ok: true, message: NEWSLETTER_MESSAGES.confirmed },
    });
    expect(cms.fetch).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/newsletter\/confirm$/),
      expect.objectContaining({ body: '{"token":"abc.def"}' }),
    );
    cms.fetch.mockImplementation(answer(400, { error: { message: 'no' } }));
    expect(await followLink('unsubscribe', 'forged')).toEqual({
      status: 400,
      result: { ok: false, message: NEWSLETTER_MESSAGES.unsubscribeInvalid },
    });
    expect(await followLink('confirm', null)).toEqual({
      status: 400,
      result: { ok: false, message: NEWSLETTER_MESSAGES.confirmInvalid },
    });
  });
});
