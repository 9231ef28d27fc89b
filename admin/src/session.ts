import { ADMIN_SESSION_MS } from '@journey-canvas/shared';

/** Product spec section 3, plus the token. */
export const SESSION_KEYS = {
  authenticated: 'admin_authenticated',
  username: 'admin_username',
  loginTime: 'admin_login_time',
  token: 'admin_token',
} as const;

export interface Session {
  token: string;
  username: string;
  loginTime: number;
}

export function saveSession(session: Session, storage: Storage = localStorage) {
  storage.setItem(SESSION_KEYS.authenticated, 'true');
  storage.setItem(SESSION_KEYS.username, session.username);
  storage.setItem(SESSION_KEYS.loginTime, String(session.loginTime));
  storage.setItem(SESSION_KEYS.token, session.token);
}

export function readSession(storage: Storage = localStorage): Session | null {
  const token = storage.getItem(SESSION_KEYS.token);
  const loginTime = Number(storage.getItem(SESSION_KEYS.loginTime));
  if (storage.getItem(SESSION_KEYS.authenticated) !== 'true' || !token || !loginTime) return null;
  return { token, username: storage.getItem(SESSION_KEYS.username) ?? '', loginTime };
}

export function clearSession(storage: Storage = localStorage) {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}

/** Over after 8 hours, whatever the token says. */
export function isExpired(session: Session, now = Date.now()): boolean {
  return now - session.loginTime > ADMIN_SESSION_MS;
}
