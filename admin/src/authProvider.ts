import type { PostRights, StaffRole } from '@journey-canvas/shared';
import { LOGIN_DELAY_MS } from '@journey-canvas/shared';
import type { AuthProvider } from 'react-admin';
import { clearSession, isExpired, readSession, saveSession } from './session';

export type LoginRefusal =
  'invalid' | 'throttled' | 'forbidden' | 'unavailable' | 'code-required' | 'code-wrong' | 'challenge-expired';

export class LoginRefused extends Error {
  constructor(
    readonly reason: LoginRefusal,
    /** `code-required`: the challenge (decision 046); `code-wrong`: the CMS's words. */
    readonly detail?: string,
  ) {
    super(reason);
    this.name = 'LoginRefused';
  }
}

export type Credentials = { email: string; password: string } | { challenge: string; code: string };

interface Options {
  cmsUrl: string;
  leave?: () => void;
  storage?: Storage;
  fetch?: typeof fetch;
  now?: () => number;
  /** So "Authenticating..." shows for at least a second. */
  minLoginMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface StaffPermissions {
  account: string;
  role: StaffRole;
  rights: PostRights;
  /** Until it is on where required, the admin shows only its set-up (decision 046). */
  twoFactor?: { enabled: boolean; required: boolean };
  /** The site's languages, the default first (decision 100). */
  languages?: string[];
}

export function createAuthProvider({
  cmsUrl,
  leave = () => window.location.assign('/'),
  storage = localStorage,
  fetch: request = fetch,
  now = Date.now,
  minLoginMs = LOGIN_DELAY_MS,
}: Options): AuthProvider {
  /**
   * While the browser is on its way to the site, react-admin's checks stay quiet: a redirect to the
   * login page would be a hash change, which cancels the way to the site.
   */
  let leaving = false;
  const quiet = { message: false, redirectTo: false };
  const endSession = (): never => {
    if (!leaving) {
      leaving = true;
      clearSession(storage);
      leave();
    }
    throw quiet;
  };

  async function signIn(credentials: Credentials) {
    const secondStep = 'challenge' in credentials;
    const response = await request(`${cmsUrl}/api/auth/${secondStep ? 'two-factor' : 'local'}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(secondStep ? credentials : { identifier: credentials.email, password: credentials.password }),
    }).catch(() => undefined);
    if (!response) throw new LoginRefused('unavailable');
    if (response.status === 429) throw new LoginRefused('throttled');
    if (response.status >= 500) throw new LoginRefused('unavailable');
    const answer = (await response.json().catch(() => ({}))) as {
      jwt?: string;
      user?: { username?: string; email?: string };
      challenge?: string;
      error?: { message?: string; details?: { errors?: unknown[] } };
    };
    if (!response.ok && secondStep) {
      const onCode = Boolean(answer.error?.details?.errors?.length);
      throw new LoginRefused(onCode ? 'code-wrong' : 'challenge-expired', answer.error?.message);
    }
    if (!response.ok) throw new LoginRefused('invalid');
    if (answer.challenge) throw new LoginRefused('code-required', answer.challenge);
    const { jwt, user } = answer as { jwt: string; user?: { username?: string; email?: string } };

    const probe = await request(`${cmsUrl}/api/admin/me`, { headers: { Authorization: `Bearer ${jwt}` } }).catch(() => undefined);
    if (!probe) throw new LoginRefused('unavailable');
    if (!probe.ok) throw new LoginRefused('forbidden');

    saveSession({ token: jwt, username: user?.username || user?.email || '', loginTime: now() }, storage);
    leaving = false;
  }

  return {
    async login(credentials: Credentials) {
      const [outcome] = await Promise.allSettled([signIn(credentials), pause(minLoginMs)]);
      if (outcome.status === 'rejected') throw outcome.reason;
    },

    async logout() {
      clearSession(storage);
    },

    async checkAuth() {
      if (leaving) throw quiet;
      const session = readSession(storage);
      if (!session) throw new Error('Not signed in');
      if (isExpired(session, now())) endSession();
    },

    /** A 403 only refuses this role one thing (decision 045), so it is shown where it happened. */
    async checkError(error: { status?: number }) {
      if (error?.status === 401) endSession();
    },

    async getIdentity() {
      const username = readSession(storage)?.username;
      return { id: username || 'unknown', fullName: username || 'Unknown' };
    },

    async getPermissions(): Promise<StaffPermissions | undefined> {
      const session = readSession(storage);
      if (!session) return undefined;
      const response = await request(`${cmsUrl}/api/admin/me`, { headers: { Authorization: `Bearer ${session.token}` } }).catch(
        () => undefined,
      );
      return response?.ok ? ((await response.json()) as StaffPermissions) : undefined;
    },
  };
}
