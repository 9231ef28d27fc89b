import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toReactAdminError } from './httpClient';

describe('server errors', () => {
  it('puts Strapi field errors on their fields', () => {
    const strapi = new HttpError('2 errors occurred', 400, {
      error: {
        message: '2 errors occurred',
        details: {
          errors: [
            { path: ['title'], message: 'Title is required' },
            { path: ['images'], message: 'Image 9 was not found. Please upload it again.' },
          ],
        },
      },
    });
    const mapped = toReactAdminError(strapi) as HttpError;
    expect(mapped.status).toBe(400);
    expect(mapped.message).toBe('2 errors occurred');
    expect(mapped.body.errors).toEqual({
      title: 'Title is required',
      images: 'Image 9 was not found. Please upload it again.',
      root: { serverError: '2 errors occurred' },
    });
  });

  it('leaves an error that is not an HTTP answer of the CMS as it is', () => {
    const network = new TypeError('Failed to fetch');
    expect(toReactAdminError(network)).toBe(network);
    const bare = new HttpError('Bad Gateway', 502, undefined);
    expect(toReactAdminError(bare)).toBe(bare);
  });
});
