import { describe, expect, it } from 'vitest';
import { signReaderAddress, vouchedAddress } from './reader-address';

describe('the reader address the site vouches for', () => {
  it('is believed with its signature under the shared secret, and only then', () => {
    const signature = signReaderAddress('203.0.113.7', 'secret');
    expect(vouchedAddress('203.0.113.7', signature, 'secret')).toBe('203.0.113.7');
    expect(vouchedAddress('203.0.113.8', signature, 'secret')).toBeUndefined();
    expect(vouchedAddress('203.0.113.7', signature, 'another secret')).toBeUndefined();
    expect(vouchedAddress('203.0.113.7', undefined, 'secret')).toBeUndefined();
    expect(vouchedAddress(['203.0.113.7'], signature, 'secret')).toBeUndefined();
  });
});
