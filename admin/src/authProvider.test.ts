import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider, LoginRefused } from './authProvider';
import { readSession, SESSION_KEYS } from './session';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const HOUR = 60 * 60 * 1000;

function setup(answers: Response[], now = () => 1_000_000) {
  const storage = new MemoryStorage();
  const leave = vi.fn();
  const fetch = vi.fn(async () => answers.shift() ?? json(500, {}));
  const provider = createAuthProvider({
    cmsUrl: 'http://cms',
    storage,
    leave,
    fetch: fetch as typeof globalThis.fetch,
    now,
    minLoginMs: 0,
  });
  return { provider, storage, leave, fetch };
}

describe('authProvider', () => {
  it('logs in against Strapi and stores token, username and login time', async () => {
    const { provider, storage, fetch } = setup([
      json(200, { jwt: 'token-1', user: { username: 'editor@example.com' } }),
      json(200, {}),
    ]);
    await provider.login({ email: 'editor@example.com', password: 'secret' });
    expect(fetch).toHaveBeenCalledWith(
      'http://cms/api/auth/local',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ identifier: 'editor@example.com', password: 'secret' }),
      }),
    );
    expect(readSession(storage)).toEqual({ token: 'token-1', username: 'editor@example.com', loginTime: 1_000_000 });
    expect(storage.getItem(SESSION_KEYS.authenticated)).toBe('true');
    expect(await provider.getIdentity!()).toEqual({ id: 'editor@example.com', fullName: 'editor@example.com' });
  });

  it('tells wrong credentials, throttling, a missing role and an unreachable server apart', async () => {
    const reasons = [];
    for (const answers of [[json(400, {})], [json(429, {})], [json(200, { jwt: 't' }), json(403, {})], [json(503, {})]]) {
      const { provider, storage } = setup(answers);
      const error = await provider.login({ email: 'a@b.c', password: 'x' }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LoginRefused);
      reasons.push((error as LoginRefused).reason);
      expect(readSession(storage)).toBeNull();
    }
    expect(reasons).toEqual(['invalid', 'throttled', 'forbidden', 'unavailable']);
  });

  it('asks for the code after a right password, then signs in with the challenge and the code', async () => {
    const { provider, storage, fetch } = setup([
      json(200, { twoFactorRequired: true, challenge: 'challenge-1' }),
      json(400, { error: { message: 'That code is not right.', details: { errors: [{ path: ['code'] }] } } }),
      json(400, { error: { message: 'Your sign-in took too long.', details: {} } }),
      json(200, { jwt: 'token-2', user: { email: 'editor@example.com' } }),
      json(200, {}),
    ]);
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: LoginRefused) => [error.reason, error.detail],
      );
    expect(await refusal(provider.login({ email: 'editor@example.com', password: 'secret' }))).toEqual([
      'code-required',
      'challenge-1',
    ]);
    expect(readSession(storage)).toBeNull();
    expect(await refusal(provider.login({ challenge: 'challenge-1', code: '000000' }))).toEqual([
      'code-wrong',
      'That code is not right.',
    ]);
    expect(await refusal(provider.login({ challenge: 'challenge-1', code: '000000' }))).toEqual([
      'challenge-expired',
      'Your sign-in took too long.',
    ]);
    await provider.login({ challenge: 'challenge-1', code: '123456' });
    expect(fetch).toHaveBeenCalledWith(
      'http://cms/api/auth/two-factor',
      expect.objectContaining({ body: JSON.stringify({ challenge: 'challenge-1', code: '123456' }) }),
    );
    expect(readSession(storage)?.token).toBe('token-2');
  });

  it('takes at least the minimum time to answer', async () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const provider = createAuthProvider({
      cmsUrl: 'http://cms',
      storage,
      fetch: (async () => json(400, {})) as typeof fetch,
      minLoginMs: 1000,
    });
    let settled = false;
    const login = provider.login({ email: 'a@b.c', password: 'x' }).catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await login;
    expect(settled).toBe(true);
    vi.useRealTimers();
  });

  it('ends a session older than 8 hours and sends the browser to the site', async () => {
    const start = 1_700_000_000_000;
    let now = start;
    const { provider, storage, leave } = setup([json(200, { jwt: 't', user: { username: 'u' } }), json(200, {})], () => now);
    await provider.login({ email: 'u@b.c', password: 'x' });
    now = start + 8 * HOUR;
    await expect(provider.checkAuth!({})).resolves.toBeUndefined();
    now = start + 8 * HOUR + 1;
    // react-admin neither notifies nor redirects: the provider has sent the browser to the site itself.
    await expect(provider.checkAuth!({})).rejects.toEqual({ message: false, redirectTo: false });
    expect(readSession(storage)).toBeNull();
    expect(leave).toHaveBeenCalledTimes(1);
    // Another screen asking before the site opens finds no session: it must not send the browser to
    // the login page (a hash change would cancel the way to the site), nor leave twice.
    await expect(provider.checkAuth!({})).rejects.toEqual({ message: false, redirectTo: false });
    await expect(provider.checkError!({ status: 401 })).rejects.toEqual({ message: false, redirectTo: false });
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('asks for a login without a session', async () => {
    const { provider, leave } = setup([]);
    await expect(provider.checkAuth!({})).rejects.toThrow('Not signed in');
    expect(leave).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 from the server, and only then (a 403 is a refusal for the role)', async () => {
    const signIn = () => [json(200, { jwt: 't', user: { username: 'u' } }), json(200, {})];
    const { provider, storage, leave } = setup([...signIn(), ...signIn()]);
    await provider.login({ email: 'u@b.c', password: 'x' });
    await expect(provider.checkError!({ status: 500 })).resolves.toBeUndefined();
    expect(readSession(storage)).toEqual({ token: 't', username: 'u', loginTime: 1_000_000 });
    await expect(provider.checkError!({ status: 401 })).rejects.toEqual({ message: false, redirectTo: false });
    expect(readSession(storage)).toBeNull();
    expect(leave).toHaveBeenCalledTimes(1);
    await provider.login({ email: 'u@b.c', password: 'x' });
    await expect(provider.checkError!({ status: 403 })).resolves.toBeUndefined();
    expect(readSession(storage)).not.toBeNull();
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('clears every stored value on logout', async () => {
    const { provider, storage } = setup([json(200, { jwt: 't', user: { username: 'u' } }), json(200, {})]);
    await provider.login({ email: 'u@b.c', password: 'x' });
    await provider.logout({});
    expect(storage.length).toBe(0);
    expect(await provider.getIdentity!()).toEqual({ id: 'unknown', fullName: 'Unknown' });
  });
});
