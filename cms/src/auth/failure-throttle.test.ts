import { describe, expect, it } from 'vitest';
import { FailureThrottle } from './failure-throttle';

describe('FailureThrottle', () => {
  it('blocks a key for the cooling-off period once it reaches the limit', () => {
    let now = 0;
    const throttle = new FailureThrottle(3, 1000, () => now);
    throttle.recordFailure('a');
    throttle.recordFailure('a');
    expect(throttle.blockedFor('a')).toBe(0);
    throttle.recordFailure('a');
    expect(throttle.blockedFor('a')).toBe(1000);
    expect(throttle.blockedFor('b')).toBe(0);
    now = 999;
    expect(throttle.blockedFor('a')).toBe(1);
    now = 1000;
    expect(throttle.blockedFor('a')).toBe(0);
  });

  it('forgets failures older than the window and after a reset', () => {
    let now = 0;
    const throttle = new FailureThrottle(2, 1000, () => now);
    throttle.recordFailure('a');
    now = 1500;
    throttle.recordFailure('a');
    expect(throttle.blockedFor('a')).toBe(0);
    throttle.reset('a');
    throttle.recordFailure('a');
    expect(throttle.blockedFor('a')).toBe(0);
  });

  it('takes back a failure recorded ahead of time, lifting the block it caused', () => {
    const throttle = new FailureThrottle(2, 1000, () => 0);
    throttle.recordFailure('a');
    throttle.recordFailure('a');
    expect(throttle.blockedFor('a')).toBe(1000);
    throttle.forgive('a');
    expect(throttle.blockedFor('a')).toBe(0);
    throttle.recordFailure('a');
    expect(throttle.blockedFor('a')).toBe(1000);
  });
});
