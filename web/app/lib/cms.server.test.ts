import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CmsUnavailableError } from './cache.server';
import { CmsError, findPost, listPosts } from './cms.server';
import { submitContact } from './contact.server';
import { subscribe } from './newsletter.server';

const answer = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const refused = () =>
  Promise.reject(
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1337'), { code: 'ECONNREFUSED' }),
    }),
  );
const timedOut = () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));

let fetchMock: ReturnType<typeof vi.fn>;
let errorLog: ReturnType<typeof vi.spyOn>;
const loggedEvents = () => errorLog.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Each test reads its own slug or type: the module's cache outlives a test.
describe('CMS failures', () => {
  it('a refused connection means the CMS is unavailable: one post is tried three times, then logged with the cause', async () => {
    fetchMock.mockImplementation(refused);
    await expect(findPost('refused')).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(loggedEvents()).toEqual([
      expect.objectContaining({
        event: 'cms-error',
        key: 'post:refused',
        path: expect.stringContaining('filters%5Bslug%5D%5B%24eq%5D=refused'),
        message: 'CmsUnavailableError: The content server cannot be reached',
        cause: expect.stringContaining('connect ECONNREFUSED'),
      }),
    ]);
  });

  it('a timeout or a 5xx answer means the CMS is unavailable too, and lists are retried once', async () => {
    fetchMock.mockImplementation(timedOut);
    await expect(listPosts({ postType: 'food' })).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset().mockImplementation(answer(502, { error: { message: 'Bad gateway' } }));
    await expect(listPosts({ postType: 'solo' })).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(loggedEvents().map((event) => event.cause)).toEqual([
      expect.stringContaining('TimeoutError'),
      'Error: CMS answered 502',
    ]);
  });

  it('a 4xx answer is a CmsError, tried once: a bug to show, not an outage to wait out', async () => {
    fetchMock.mockImplementation(answer(403, { error: { message: 'Forbidden' } }));
    const failure = findPost('forbidden');
    await expect(failure).rejects.toBeInstanceOf(CmsError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(loggedEvents()).toEqual([expect.objectContaining({ key: 'post:forbidden', message: 'CmsError: Forbidden' })]);
  });

  it('an answer that no longer matches the expected shape fails loudly, tried once', async () => {
    fetchMock.mockImplementation(answer(200, { data: [{ title: 42 }], meta: {} }));
    const failure = listPosts({ postType: 'luxury' });
    await expect(failure).rejects.toMatchObject({ name: 'ZodError' });
    await expect(failure).rejects.not.toBeInstanceOf(CmsUnavailableError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(loggedEvents()).toEqual([
      expect.objectContaining({ key: 'list:luxury:1', message: expect.stringMatching(/^ZodError/) }),
    ]);
  });
});

describe('forms when the CMS fails', () => {
  const contactForm = () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Lisbon',
      message: 'Two weeks in May.',
    })) {
      form.set(name, value);
    }
    return form;
  };

  it('the contact form asks the reader to try later, and the log says why', async () => {
    fetchMock.mockImplementation(refused);
    const result = await submitContact(contactForm());
    expect(result).toMatchObject({ ok: false, status: 503, formError: expect.stringMatching(/try again/) });
    expect(loggedEvents()).toEqual([
      expect.objectContaining({
        event: 'cms-error',
        action: 'contact',
        path: '/api/contact-messages',
        cause: expect.stringContaining('ECONNREFUSED'),
      }),
    ]);
  });

  it('the newsletter box does the same', async () => {
    fetchMock.mockImplementation(answer(500, {}));
    const form = new FormData();
    form.set('email', 'reader@example.com');
    expect(await subscribe(form)).toMatchObject({ status: 503, result: { ok: false } });
    expect(loggedEvents()).toEqual([expect.objectContaining({ action: 'newsletter', path: '/api/newsletter-subscriptions' })]);
  });
});
