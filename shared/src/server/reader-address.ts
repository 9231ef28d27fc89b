import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The reader's address as the site vouches for it to the CMS (decision 058). The question form
 * posts to the site, so the CMS sees the site's address; the site passes the reader's own in
 * READER_ADDRESS_HEADER with an HMAC of it under the secret the two share (WEB_PURGE_SECRET), and
 * the CMS counts its per-address limits against that address only when the signature holds.
 */
export const READER_ADDRESS_HEADER = 'x-reader-address';
export const READER_SIGNATURE_HEADER = 'x-reader-signature';

export const signReaderAddress = (address: string, secret: string) =>
  createHmac('sha256', secret).update(`reader-address|${address}`).digest('base64url');

export function vouchedAddress(address: unknown, signature: unknown, secret: string): string | undefined {
  if (typeof address !== 'string' || typeof signature !== 'string' || address === '' || address.length > 100) return undefined;
  const expected = Buffer.from(signReaderAddress(address, secret));
  const given = Buffer.from(signature);
  return expected.byteLength === given.byteLength && timingSafeEqual(expected, given) ? address : undefined;
}
