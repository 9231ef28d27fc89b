import type { PostRights, StaffRole } from '@journey-canvas/shared';
import { LOGIN_DELAY_MS } from '@journey-canvas/shared';
import type { AuthProvider } from 'react-admin';
import { clearSession, isExpired, readSession, saveSession } from './session';

export type LoginRefusal =
  'invalid' | 'throttled' | 'forbidden' | 'unavailable' | 'code-required' | 'code-wrong' | 'challenge-expired';

/** Why the CMS refused a login; the login page words each case. */
export class LoginRefused extends Error {
  constructor(
    readonly reason: LoginRefusal,
    /** For `code-required`: the challenge the right password earned (decision 046); `code-wrong`: the CMS's words. */
    readonly detail?: string,
  ) {
    super(reason);
    this.name = 'LoginRefused';
  }
}

/** The login's two steps: the password, then (with two-step sign-in on) the code with the challenge. */
export type Credentials = { email: string; password: string } | { challenge: string; code: string };

interface Options {
  cmsUrl: string;
  /** Where an ended session goes: the public site's home page. */
  leave?: () => void;
  storage?: Storage;
  fetch?: typeof fetch;
  now?: () => number;
  /** A login answers no sooner than this, so "Authenticating..." shows for at least a second. */
  minLoginMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs in against Strapi's users-permissions (`POST /api/auth/local`) and keeps the session in the
 * browser: token, username and login time. The CMS decides everything that matters (the token's
 * 8-hour life, the staff roles, login throttling); this only mirrors it for the screen.
 */
/** What `GET /api/admin/me` answers. */
export interface StaffPermissions {
  account: string;
  role: StaffRole;
  rights: PostRights;
  /** Two-step sign-in: on, and required for this role (decision 046); until it is on, the admin shows only its set-up. */
  twoFactor?: { enabled: boolean; required: boolean };
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
   * Set once an ended session has sent the browser to the site, until the next login. Until the site
   * opens, react-admin still asks (another screen's checkAuth, a call's checkError): those find no
   * session, and a redirect to the login page would be a hash change, which cancels the browser's
   * way to the site. So they stay quiet.
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
      // A refusal on the code field is a wrong or replayed code; any other, a challenge gone stale.
      const onCode = Boolean(answer.error?.details?.errors?.length);
      throw new LoginRefused(onCode ? 'code-wrong' : 'challenge-expired', answer.error?.message);
    }
    if (!response.ok) throw new LoginRefused('invalid');
    if (answer.challenge) throw new LoginRefused('code-required', answer.challenge);
    const { jwt, user } = answer as { jwt: string; user?: { username?: string; email?: string } };

    // Only staff roles may use the dashboard: ask the CMS before opening it.
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

    /** A 401 ends the session; a 403 is the CMS refusing this role one thing (decision 045), said where it happened. */
    async checkError(error: { status?: number }) {
      if (error?.status === 401) endSession();
    },

    async getIdentity() {
      const username = readSession(storage)?.username;
      return { id: username || 'unknown', fullName: username || 'Unknown' };
    },

    /** The account's staff role and rights from `GET /api/admin/me`, so screens hide what the CMS would refuse. */
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
