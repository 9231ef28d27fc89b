import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, strapiFieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message of each top-level field', () => {
    const schema = z.object({ a: z.string().min(3, 'too short').email('not an email'), b: z.number('a number') });
    expect(fieldErrors(schema.safeParse({ a: 'x', b: 'y' }).error!)).toEqual({ a: 'too short', b: 'a number' });
  });
});

describe('strapiFieldErrors', () => {
  it("puts each of Strapi's validation details on its field, the first message of each", () => {
    const details = {
      errors: [
        { path: ['title'], message: 'Title is required', name: 'ValidationError' },
        { path: ['images', '0'], message: 'Image 9 was not found. Please upload it again.' },
        { path: ['title'], message: 'Title must be 200 characters or less' },
        { path: [], message: 'Something about the whole post' },
      ],
    };
    expect(strapiFieldErrors(details)).toEqual({
      title: 'Title is required',
      images: 'Image 9 was not found. Please upload it again.',
    });
  });

  it('has none when the details carry no field errors', () => {
    expect(strapiFieldErrors(undefined)).toEqual({});
    expect(strapiFieldErrors({})).toEqual({});
  });
});
