import { Secret, TOTP } from 'otpauth';

/**
 * Authenticator codes (RFC 6238 as every authenticator app makes them: SHA-1, 6 digits, 30 s),
 * by otpauth (decision 046). A code is accepted one step either side of now, for clocks that drift.
 */
const PERIOD_SECONDS = 30;
const ISSUER = 'Journey Canvas';

const totp = (secret: string, account = '') =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits), in the base32 an authenticator app is given. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` address the QR code holds. */
export const otpauthUri = (secret: string, account: string) => totp(secret, account).toString();

/** The time step of `code` if it is right now (within one step either way), else null. */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
