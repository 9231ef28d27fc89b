/** Forwarded headers are believed only from these senders; the client is the first other address from the right (decision 014). */
export function trustedProxyAddresses(env: Record<string, string | undefined>): string[] {
  const addresses = (env.TRUST_PROXY_ADDRESSES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  // Silently trusting no one would make every reader behind the proxy one client, so the old setting stops the start.
  if (addresses.length === 0 && /^(?:true|1)$/i.test(env.TRUST_PROXY?.trim() ?? '')) {
    throw new Error(
      'TRUST_PROXY is replaced by TRUST_PROXY_ADDRESSES: list the addresses of your reverse proxies (IPs or CIDR ranges, comma-separated)',
    );
  }
  return addresses;
}
