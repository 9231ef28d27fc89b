import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { once, parseEnvironment, refuseUnsafeProduction, secretProblem } from './environment';

describe('parseEnvironment', () => {
  const schema = z.object({ PORT: z.coerce.number().int(), MODE: z.enum(['a', 'b']) });

  it('returns the parsed values', () => {
    expect(parseEnvironment('test', schema, { PORT: '80', MODE: 'a' })).toEqual({ PORT: 80, MODE: 'a' });
  });

  it('lists every invalid variable in one error', () => {
    expect(() => parseEnvironment('test', schema, { PORT: 'x', MODE: 'c' })).toThrow(
      /^Invalid test environment:\n {2}- PORT: .+\n {2}- MODE: .+$/,
    );
  });
});

describe('refuseUnsafeProduction', () => {
  it('passes without problems and lists them otherwise', () => {
    expect(refuseUnsafeProduction('site', [])).toBeUndefined();
    expect(() => refuseUnsafeProduction('site', ['A is not set', 'B is short'], 'Fix them.')).toThrow(
      'Refusing to start the site in production with unsafe settings:\n  - A is not set\n  - B is short\nFix them.',
    );
  });
});

describe('secretProblem', () => {
  it('refuses a missing, short or placeholder secret, and takes a real one', () => {
    expect(secretProblem('S', undefined)).toBe('S is not set');
    expect(secretProblem('S', '')).toBe('S is not set');
    expect(secretProblem('S', 'k9V2pQ7xLw3mN8r')).toBe('S is a placeholder or shorter than 16 characters');
    expect(secretProblem('S', 'change-me-change-me-change-me')).toBe('S is a placeholder or shorter than 16 characters');
    expect(secretProblem('S', 'k9V2pQ7xLw3mN8rT')).toBeUndefined();
  });
});

describe('once', () => {
  it('loads on first use only', () => {
    let loads = 0;
    const value = once(() => (loads += 1));
    expect([value(), value()]).toEqual([1, 1]);
    expect(loads).toBe(1);
  });
});
