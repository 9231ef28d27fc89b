import { afterEach, describe, expect, it, vi } from 'vitest';
import { action as reportClientError } from './api.client-errors';

afterEach(() => {
  vi.restoreAllMocks();
});

const post = (body: string) => new Request('http://site.test/api/client-errors', { method: 'POST', body });

describe('the client error endpoint', () => {
  it('logs a report with its page path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await reportClientError({
      request: post(JSON.stringify({ kind: 'error-boundary', message: 'boom', path: '/about' })),
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
      request: post(JSON.stringify({ message: 'x'.repeat(9000) })),
      params: {},
      context: { clientAddress: '10.0.0.2' },
    });
    expect(response.status).toBe(413);
    expect(log).not.toHaveBeenCalled();
  });

  it('answers 429 past 30 reports a minute from one address, without holding back the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = (clientAddress: string) =>
      reportClientError({ request: post('{}'), params: {}, context: { clientAddress } }).then((r) => r.status);
    const statuses = [];
    for (let i = 0; i < 31; i += 1) statuses.push(await send('10.0.0.3'));
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    expect(await send('10.0.0.4')).toBe(204);
  });
});
