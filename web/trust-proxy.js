import { trustedProxyAddresses } from '@journey-canvas/shared';

/**
 * Express's `trust proxy` setting: the addresses in TRUST_PROXY_ADDRESSES, or no proxy at all. Express
 * then believes X-Forwarded-For only from those senders and takes the first address, from the right,
 * that is not one of them; it compiles the list at once, so an entry that is not an address stops the
 * start.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string[] | false}
 */
export function trustProxy(env = process.env) {
  const addresses = trustedProxyAddresses(env);
  return addresses.length > 0 ? addresses : false;
}
