import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { TWO_FACTOR_MESSAGES } from '@journey-canvas/shared';
import { environment } from '../../environment';
import { fieldError } from '../../validation';

/** Encrypted so a copy of the database (a backup) does not hold what makes someone's codes. */
let key: Buffer | undefined;
const secretKey = () =>
  (key ??= Buffer.from(hkdfSync('sha256', environment().ENCRYPTION_KEY, '', 'journey-canvas totp secret', 32)));

export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** A 400 if sealed under another ENCRYPTION_KEY (a restored backup): recovery codes are then the way in. */
export function openSecret(sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  try {
    if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unreadable TOTP secret');
    const decipher = createDecipheriv('aes-256-gcm', secretKey(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw fieldError('code', TWO_FACTOR_MESSAGES.secretUnreadable);
  }
}
