import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { normalizedCode, RECOVERY_CODE_COUNT } from '@journey-canvas/shared';

/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new codes as shown once (`abcde-fghjk`, 49 bits each), and the hashes kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** SHA-256 of the code as typed without spaces or hyphens: random codes need no slow hash. */
export const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizedCode(code)).digest('hex');

/** The stored hashes left once `code` is used, or null when it is none of them. */
export function withoutCode(hashes: string[], code: string): string[] | null {
  const given = Buffer.from(hashRecoveryCode(code), 'hex');
  const index = hashes.findIndex((hash) => {
    const stored = Buffer.from(hash, 'hex');
    return stored.length === given.length && timingSafeEqual(stored, given);
  });
  return index === -1 ? null : hashes.filter((_, position) => position !== index);
}
