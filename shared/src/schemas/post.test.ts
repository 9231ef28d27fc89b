import { describe, expect, it } from 'vitest';
import { DEFAULT_POST_TYPE } from '../categories';
import { fieldErrors } from './field-errors';
import { postSchema } from './post';

const valid = {
  postType: 'adventure',
  title: 'Crossing the Annapurna circuit',
  content: 'x'.repeat(100),
  author: 'Mira Okafor',
  images: [1, 2],
};

const errorsOf = (input: unknown) => {
  const result = postSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('postSchema', () => {
  it('accepts a complete post and trims its text', () => {
    const post = postSchema.parse({ ...valid, title: '  Crossing  ', metaTitle: '', metaDescription: null });
    expect(post.title).toBe('Crossing');
    expect(post.metaTitle).toBeUndefined();
    expect(post.metaDescription).toBeUndefined();
  });

  it('refuses control characters no stored text or feed can hold, keeping line breaks and tabs in the content', () => {
    const nul = '\u0000';
    expect(
      errorsOf({
        ...valid,
        title: `Kyoto${nul}`,
        content: `${'x'.repeat(100)}\u0007`,
        author: `Mira${nul}`,
        metaTitle: `Meta\u001b`,
        metaDescription: `A${nul}`,
        placeName: `Gion${nul}`,
        placeCountry: `Ja\u000bpan`,
      }),
    ).toEqual({
      title: 'Title cannot contain control characters',
      content: 'Content cannot contain control characters',
      author: 'Author name cannot contain control characters',
      metaTitle: 'Meta title cannot contain control characters',
      metaDescription: 'Meta description cannot contain control characters',
      placeName: 'Place name cannot contain control characters',
      placeCountry: 'Country cannot contain control characters',
    });
    expect(errorsOf({ ...valid, content: `## Day one\r\n\n\tA tab and lines.\n${'x'.repeat(100)}` })).toEqual({});
  });

  it('words every required-field error as the specification does', () => {
    expect(errorsOf({})).toEqual({
      postType: 'Please select where this post should appear',
      title: 'Title is required',
      content: 'Content is required',
      author: 'Author name is required',
      images: 'At least one image is required',
    });
    expect(errorsOf({ ...valid, postType: '', title: '   ', content: '', author: '', images: [] })).toEqual({
      postType: 'Please select where this post should appear',
      title: 'Title is required',
      content: 'Content is required',
      author: 'Author name is required',
      images: 'At least one image is required',
    });
  });

  it('enforces the title, author, content and meta limits', () => {
    expect(errorsOf({ ...valid, author: 'a'.repeat(101) })).toEqual({ author: 'Author name must be 100 characters or less' });
    expect(postSchema.safeParse({ ...valid, author: 'a'.repeat(100) }).success).toBe(true);
    expect(errorsOf({ ...valid, title: 't'.repeat(201) })).toEqual({ title: 'Title must be 200 characters or less' });
    expect(postSchema.safeParse({ ...valid, title: 't'.repeat(200) }).success).toBe(true);
    expect(errorsOf({ ...valid, content: 'c'.repeat(99) })).toEqual({ content: 'Content must be at least 100 characters' });
    expect(errorsOf({ ...valid, metaDescription: 'm'.repeat(161) })).toEqual({
      metaDescription: 'Meta description must be 160 characters or less',
    });
    expect(postSchema.safeParse({ ...valid, metaDescription: 'm'.repeat(160) }).success).toBe(true);
    expect(errorsOf({ ...valid, metaTitle: 'm'.repeat(201) })).toEqual({
      metaTitle: 'Meta title must be 200 characters or less',
    });
  });

  it('accepts the twelve categories and the default type, nothing else', () => {
    expect(postSchema.safeParse({ ...valid, postType: DEFAULT_POST_TYPE }).success).toBe(true);
    expect(postSchema.safeParse({ ...valid, postType: 'wellness' }).success).toBe(true);
    expect(errorsOf({ ...valid, postType: 'space' })).toEqual({ postType: 'Please select where this post should appear' });
  });

  it('takes images as positive file ids', () => {
    expect(errorsOf({ ...valid, images: ['x'] })).toEqual({ images: 'At least one image is required' });
  });
});
