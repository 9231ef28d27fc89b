import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toReactAdminError } from '../httpClient';
import { isAcceptableImage } from '../uploads';
import { postResolver, toImageIds, toSubmission } from './postResolver';

const resolve = (values: Record<string, unknown>) =>
  postResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as never);

const messagesOf = (errors: Record<string, { message?: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]));

describe('the post form', () => {
  it('words every missing field as the specification does', async () => {
    const { errors } = await resolve({ author: '', images: [] });
    expect(messagesOf(errors as never)).toEqual({
      postType: 'Please select where this post should appear',
      title: 'Title is required',
      content: 'Content is required',
      author: 'Author name is required',
      images: 'At least one image is required',
    });
  });

  it('accepts a complete story, with images held as ids or as records', async () => {
    const values = {
      postType: 'food',
      title: 'Oaxaca',
      content: 'c'.repeat(120),
      author: 'Ana',
      images: [{ id: 4, url: '/x' }, 7],
    };
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    expect(result.values).toBe(values);
  });

  it('checks the length limits', async () => {
    const { errors } = await resolve({
      postType: 'food',
      title: 't'.repeat(201),
      content: 'short',
      author: 'A',
      images: [1],
      metaDescription: 'm'.repeat(161),
    });
    expect(messagesOf(errors as never)).toEqual({
      title: 'Title must be 200 characters or less',
      content: 'Content must be at least 100 characters',
      metaDescription: 'Meta description must be 160 characters or less',
    });
  });

  it('sends only the editor fields, images as ordered ids', () => {
    expect(toImageIds([{ id: 3 }, '5', 8])).toEqual([3, 5, 8]);
    expect(
      toSubmission({
        id: 'x',
        slug: 's',
        title: 'T',
        content: 'C',
        author: 'A',
        postType: 'food',
        images: [
          { id: 2, url: '/x.jpg', alternativeText: 'A lake' },
          { id: 1, caption: 'Dusk' },
        ],
        metaTitle: null,
      }),
    ).toEqual({
      postType: 'food',
      title: 'T',
      content: 'C',
      author: 'A',
      metaTitle: '',
      metaDescription: '',
      images: [
        { id: 2, alternativeText: 'A lake', caption: '' },
        { id: 1, alternativeText: '', caption: 'Dusk' },
      ],
    });
  });
});

describe('image choice', () => {
  it('takes JPG, PNG and WEBP under 10 MB only', () => {
    expect(isAcceptableImage({ name: 'a.JPG', type: 'image/jpeg', size: 1000 })).toBe(true);
    expect(isAcceptableImage({ name: 'a.webp', type: 'image/webp', size: 10 * 1024 * 1024 - 1 })).toBe(true);
    expect(isAcceptableImage({ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 })).toBe(false);
    expect(isAcceptableImage({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(false);
    expect(isAcceptableImage({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe(false);
    expect(isAcceptableImage({ name: 'a.jpg', type: 'text/html', size: 10 })).toBe(false);
  });
});

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
});
