import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app makes it (decision 046); one step either side, for drifting clocks. */
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

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const otpauthUri = (secret: string, account: string) => totp(secret, account).toString();

export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
