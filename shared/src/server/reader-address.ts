import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The CMS sees only the site's address, so the site passes the reader's, signed with WEB_PURGE_SECRET;
 * the CMS counts per-address limits against it only when the signature holds (decision 058).
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
