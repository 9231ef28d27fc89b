import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { normalizedCode, RECOVERY_CODE_COUNT } from '@journey-canvas/shared';

/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `abcde-fghjk`, 49 bits each. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** Random codes need no slow hash. */
export const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizedCode(code)).digest('hex');

export function withoutCode(hashes: string[], code: string): string[] | null {
  const given = Buffer.from(hashRecoveryCode(code), 'hex');
  const index = hashes.findIndex((hash) => {
    const stored = Buffer.from(hash, 'hex');
    return stored.length === given.length && timingSafeEqual(stored, given);
  });
  return index === -1 ? null : hashes.filter((_, position) => position !== index);
}
