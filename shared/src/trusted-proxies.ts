/**
 * TRUST_PROXY_ADDRESSES, read by the CMS and the site: the reverse proxies in front of them, as IP
 * addresses, CIDR ranges or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`), separated
 * by commas. Forwarded headers (X-Forwarded-For and its kin) are believed only from these senders,
 * and the client is the first address, from the right, that is not one of them.
 */
export function trustedProxyAddresses(env: Record<string, string | undefined>): string[] {
  const addresses = (env.TRUST_PROXY_ADDRESSES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  // TRUST_PROXY=true (with TRUST_PROXY_HOPS) believed any sender; silently trusting no one instead
  // would make every reader behind the proxy one client, so the old setting stops the start.
  if (addresses.length === 0 && /^(?:true|1)$/i.test(env.TRUST_PROXY?.trim() ?? '')) {
    throw new Error(
      'TRUST_PROXY is replaced by TRUST_PROXY_ADDRESSES: list the addresses of your reverse proxies (IPs or CIDR ranges, comma-separated)',
    );
  }
  return addresses;
}
