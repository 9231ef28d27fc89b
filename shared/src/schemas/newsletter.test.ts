import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { newsletterSchema } from './newsletter';

describe('newsletterSchema', () => {
  it('lower-cases a valid address and refuses an invalid one', () => {
    expect(newsletterSchema.parse({ email: ' Reader@Example.COM ' })).toEqual({ email: 'reader@example.com' });
    expect(fieldErrors(newsletterSchema.safeParse({ email: 'reader@' }).error!)).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});
