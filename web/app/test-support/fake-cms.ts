import { afterEach, beforeEach, vi } from 'vitest';

/** For unit tests only: the CMS's answers, and its failures as fetch reports them. */
export const answer = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

export const refused = () =>
  Promise.reject(
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1337'), { code: 'ECONNREFUSED' }),
    }),
  );

export const timedOut = () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));

/** Replaces fetch for each test of the calling file, collecting the error log lines these tests expect. */
export function fakeCmsForEachTest() {
  const state = {
    fetch: vi.fn(),
    errorLog: undefined as unknown as ReturnType<typeof vi.spyOn>,
    loggedEvents: () => state.errorLog.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>),
  };
  beforeEach(() => {
    state.fetch = vi.fn();
    vi.stubGlobal('fetch', state.fetch);
    state.errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return state;
}
