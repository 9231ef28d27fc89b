import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { action as purge } from './routes/api.cache.purge';
import { action as reportClientError } from './routes/api.client-errors';

// These tests cannot sit beside the routes they test: every file in routes/ is a route.
const SECRET = 's'.repeat(32);

beforeAll(() => {
  vi.stubEnv('WEB_PURGE_SECRET', SECRET);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const post = (path: string, init: { body?: string; headers?: Record<string, string> }) =>
  new Request(`http://site.test${path}`, { method: 'POST', ...init });

describe('the purge endpoint', () => {
  it('refuses a wrong token of the right length in characters but not in bytes, instead of failing', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const wrong = await purge({
      request: post('/api/cache/purge', { headers: { authorization: `Bearer ${'é'.repeat(SECRET.length)}` } }),
      params: {},
      context: {},
    });
    expect(wrong.status).toBe(401);
    const right = await purge({
      request: post('/api/cache/purge', { headers: { authorization: `Bearer ${SECRET}` }, body: '{}' }),
      params: {},
      context: {},
    });
    expect(right.status).toBe(200);
  });
});

describe('the client error endpoint', () => {
  it('logs a report with its page path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await reportClientError({
      request: post('/api/client-errors', { body: JSON.stringify({ kind: 'error-boundary', message: 'boom', path: '/about' }) }),
      params: {},
      context: { clientAddress: '10.0.0.1' },
    });
    expect(response.status).toBe(204);
    expect(JSON.parse(String(log.mock.calls[0]![0]))).toMatchObject({
      event: 'client-error',
      kind: 'error-boundary',
      message: 'boom',
      path: '/about',
    });
  });

  it('refuses a body over 8 KB', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await reportClientError({
      request: post('/api/client-errors', { body: JSON.stringify({ message: 'x'.repeat(9000) }) }),
      params: {},
      context: { clientAddress: '10.0.0.2' },
    });
    expect(response.status).toBe(413);
    expect(log).not.toHaveBeenCalled();
  });

  it('answers 429 past 30 reports a minute from one address, without holding back the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = (clientAddress: string) =>
      reportClientError({ request: post('/api/client-errors', { body: '{}' }), params: {}, context: { clientAddress } }).then(
        (r) => r.status,
      );
    const statuses = [];
    for (let i = 0; i < 31; i += 1) statuses.push(await send('10.0.0.3'));
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    expect(await send('10.0.0.4')).toBe(204);
  });
});
