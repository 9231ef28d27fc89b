import { hkdfSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { environment } from '../environment';

/** A key per purpose, so no token of one kind, nor a session token, passes for another. */
export type TokenPurpose = 'invitation' | 'sign-in-challenge';

const keys = new Map<TokenPurpose, Buffer>();
const keyFor = (purpose: TokenPurpose) => {
  let key = keys.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', environment().JWT_SECRET, '', `journey-canvas ${purpose}`, 32));
    keys.set(purpose, key);
  }
  return key;
};

export interface TokenClaims {
  sub: string;
  jti?: string;
  iat: number;
  exp: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** `claims.iat` dates the token (and its expiry) other than now. */
export function signToken(
  purpose: TokenPurpose,
  claims: { sub: string; jti?: string; iat?: number },
  expiresInSeconds: number,
): string {
  return jwt.sign({ ...claims, typ: purpose }, keyFor(purpose), { algorithm: 'HS256', expiresIn: expiresInSeconds });
}

export function readToken(purpose: TokenPurpose, token: unknown): TokenCheck {
  if (typeof token !== 'string' || token.length > 2048) return { ok: false, reason: 'invalid' };
  try {
    const claims = jwt.verify(token, keyFor(purpose), { algorithms: ['HS256'] }) as TokenClaims & { typ?: string };
    if (claims.typ !== purpose || typeof claims.sub !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: (error as Error).name === 'TokenExpiredError' ? 'expired' : 'invalid' };
  }
}
