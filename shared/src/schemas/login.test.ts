import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { loginSchema } from './login';

describe('loginSchema', () => {
  it('requires both fields and caps each at 100 characters', () => {
    expect(fieldErrors(loginSchema.safeParse({ email: '', password: '' }).error!)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    const long = `${'a'.repeat(95)}@example.com`;
    expect(fieldErrors(loginSchema.safeParse({ email: long, password: 'p'.repeat(101) }).error!)).toEqual({
      email: 'Email must be 100 characters or less',
      password: 'Password must be 100 characters or less',
    });
    expect(loginSchema.safeParse({ email: 'admin@example.com', password: 'secret' }).success).toBe(true);
  });
});
