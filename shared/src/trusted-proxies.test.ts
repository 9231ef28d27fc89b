import { describe, expect, it } from 'vitest';
import { trustedProxyAddresses } from './trusted-proxies';

describe('trustedProxyAddresses', () => {
  it('reads a comma-separated list of addresses and ranges', () => {
    expect(trustedProxyAddresses({ TRUST_PROXY_ADDRESSES: ' 10.0.0.5, 172.30.0.0/24,,loopback ' })).toEqual([
      '10.0.0.5',
      '172.30.0.0/24',
      'loopback',
    ]);
    expect(trustedProxyAddresses({})).toEqual([]);
  });

  it('stops a start that still says TRUST_PROXY=true without naming the proxies', () => {
    expect(() => trustedProxyAddresses({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '1' })).toThrow(
      /TRUST_PROXY is replaced by TRUST_PROXY_ADDRESSES/,
    );
    expect(trustedProxyAddresses({ TRUST_PROXY: 'false', TRUST_PROXY_HOPS: '1' })).toEqual([]);
    expect(trustedProxyAddresses({ TRUST_PROXY: 'true', TRUST_PROXY_ADDRESSES: '10.0.0.5' })).toEqual(['10.0.0.5']);
  });
});
