import { DEFAULT_POST_TYPE, POST_TYPES } from '@journey-canvas/shared';
import { describe, expect, it } from 'vitest';
import schema from './schema.json';

describe('the blog-post content type', () => {
  it('stores exactly the post types of the shared package, the default one unless told otherwise', () => {
    expect(schema.attributes.postType.enum).toEqual([...POST_TYPES]);
    expect(schema.attributes.postType.default).toBe(DEFAULT_POST_TYPE);
  });
});
