import { afterEach, describe, expect, it, vi } from 'vitest';
import { issuedAt, sessionCutOff, tokenStillValid } from './sessions';

const at = (iso: string) => new Date(iso).getTime();
const secondsOf = (iso: string) => at(iso) / 1000;

describe('session cut-offs', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses every token issued before the cut-off, which is the next whole second', () => {
    const cutOff = sessionCutOff(null, at('2026-11-27T10:00:00.400Z'));
    expect(cutOff.toISOString()).toBe('2026-11-27T10:00:01.000Z');
    expect(tokenStillValid(secondsOf('2026-11-27T10:00:00Z'), cutOff)).toBe(false);
    expect(tokenStillValid(secondsOf('2026-11-27T10:00:01Z'), cutOff)).toBe(true);
    expect(tokenStillValid(undefined, cutOff)).toBe(false);
    expect(tokenStillValid(undefined, null)).toBe(true);
  });

  it('moves a second cut-off in the same second past the first', () => {
    const first = sessionCutOff(null, at('2026-11-27T10:00:00.100Z'));
    expect(sessionCutOff(first, at('2026-11-27T10:00:00.900Z')).toISOString()).toBe('2026-11-27T10:00:02.000Z');
  });

  it('dates what is issued in the second of a cut-off at the cut-off, so it is not refused', () => {
    vi.useFakeTimers({ now: at('2026-11-27T10:00:00.500Z') });
    const cutOff = sessionCutOff(null);
    expect(issuedAt(cutOff)).toBe(secondsOf('2026-11-27T10:00:01Z'));
    expect(tokenStillValid(issuedAt(cutOff), cutOff)).toBe(true);
    expect(issuedAt(null)).toBe(secondsOf('2026-11-27T10:00:00Z'));
  });
});
