import { PREVIEW_TTL_MS } from './limits';

/**
 * Signed, expiring preview links (decision 021): HMAC-SHA256 under PREVIEW_SECRET, which the CMS and
 * the site share. Web Crypto, so the same code runs in Node and in browsers.
 */

export type PreviewTarget = { kind: 'snapshot'; id: string } | { kind: 'document'; id: string; status: 'draft' | 'published' };
export type PreviewClaims = PreviewTarget & { exp: number };
export type PreviewTokenCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' };

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

function isClaims(value: unknown): value is PreviewClaims {
  const claims = value as Partial<Record<string, unknown>> | null;
  if (typeof claims !== 'object' || claims === null) return false;
  if (typeof claims.id !== 'string' || typeof claims.exp !== 'number') return false;
  return (
    claims.kind === 'snapshot' || (claims.kind === 'document' && (claims.status === 'draft' || claims.status === 'published'))
  );
}

export async function signPreviewToken(
  target: PreviewTarget,
  secret: string,
  { now = Date.now(), ttlMs = PREVIEW_TTL_MS }: { now?: number; ttlMs?: number } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now + ttlMs);
  const payload = toBase64Url(encoder.encode(JSON.stringify({ ...target, exp: expiresAt.getTime() })));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)));
  return { token: `${payload}.${toBase64Url(signature)}`, expiresAt };
}

/** The signature is checked in constant time. */
export async function readPreviewToken(token: string, secret: string, now = Date.now()): Promise<PreviewTokenCheck> {
  const [payload, signatureText, ...rest] = token.split('.');
  const signature = signatureText === undefined ? undefined : fromBase64Url(signatureText);
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const genuine = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(payload));
  if (!genuine) return { ok: false, reason: 'invalid' };

  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64Url(payload)));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' };
  if (claims.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
