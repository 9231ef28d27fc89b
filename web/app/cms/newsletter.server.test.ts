import { describe, expect, it } from 'vitest';
import { answer, fakeCmsForEachTest } from '../test-support/fake-cms';
import { NOT_SENT, subscribe } from './newsletter.server';

const cms = fakeCmsForEachTest();

const form = (email: string) => {
  const data = new FormData();
  data.set('email', email);
  return data;
};

describe('subscribe', () => {
  it('asks the reader to try later when the CMS fails, and the log says why', async () => {
    cms.fetch.mockImplementation(answer(500, {}));
    expect(await subscribe(form('reader@example.com'))).toEqual({ status: 503, result: { ok: false, message: NOT_SENT } });
    expect(cms.loggedEvents()).toEqual([
      expect.objectContaining({ action: 'newsletter', path: '/api/newsletter-subscriptions', cause: 'Error: CMS answered 500' }),
    ]);
  });

  it('refuses an invalid address without asking the CMS', async () => {
    expect(await subscribe(form('reader@'))).toEqual({
      status: 400,
      result: { ok: false, message: 'Please enter a valid email address' },
    });
    expect(cms.fetch).not.toHaveBeenCalled();
  });
});
