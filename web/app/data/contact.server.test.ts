import { describe, expect, it } from 'vitest';
import { answer, refused, fakeCmsForEachTest } from '../test-support/fake-cms';
import { NOT_SENT, submitContact } from './contact.server';

const cms = fakeCmsForEachTest();

const contactForm = (fields: Record<string, string> = {}) => {
  const form = new FormData();
  const values = { name: 'Ana', email: 'ana@example.com', subject: 'Lisbon', message: 'Two weeks in May.', ...fields };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};

describe('submitContact', () => {
  it('asks the reader to try later when the CMS fails, and the log says why', async () => {
    cms.fetch.mockImplementation(refused);
    const result = await submitContact(contactForm());
    expect(result).toMatchObject({ ok: false, status: 503, errors: {}, formError: NOT_SENT });
    expect(cms.loggedEvents()).toEqual([
      expect.objectContaining({
        event: 'cms-error',
        action: 'contact',
        path: '/api/contact-messages',
        cause: 'TypeError: fetch failed <- Error: connect ECONNREFUSED 127.0.0.1:1337',
      }),
    ]);
  });

  it("shows the CMS's own field errors beside their fields, keeping what was typed", async () => {
    const details = { errors: [{ path: ['subject'], message: 'Subject must be 200 characters or less' }] };
    cms.fetch.mockImplementation(answer(400, { error: { message: 'Subject must be 200 characters or less', details } }));
    expect(await submitContact(contactForm())).toEqual({
      ok: false,
      status: 400,
      values: {
        name: 'Ana',
        email: 'ana@example.com',
        phone: '',
        subject: 'Lisbon',
        message: 'Two weeks in May.',
        travelType: '',
      },
      errors: { subject: 'Subject must be 200 characters or less' },
      formError: undefined,
    });
    expect(cms.loggedEvents()).toEqual([]);
  });
});
