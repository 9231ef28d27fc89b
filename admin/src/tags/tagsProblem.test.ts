import { TAG_MESSAGES } from '@journey-canvas/shared';
import { describe, expect, it } from 'vitest';
import { postResolver } from '../posts/postResolver';
import { tagsProblem } from './tagsProblem';

const tagsError = async (tags: string[]) =>
  (
    (await postResolver({ tags }, undefined, { fields: {}, shouldUseNativeValidation: false } as never)).errors as {
      tags?: unknown;
    }
  ).tags;

describe('tagsProblem', () => {
  it('finds the first bad tag’s message in the list the resolver answers, one entry a tag', async () => {
    const error = await tagsError(['rail', '#winter', 'budget', '<b>']);
    expect(Array.isArray(error)).toBe(true);
    expect(tagsProblem(error)).toBe(TAG_MESSAGES.characters);
  });

  it('shows the list’s own message, such as too many tags', async () => {
    const error = await tagsError(Array.from({ length: 11 }, (_, index) => `tag ${index}`));
    expect(tagsProblem(error)).toBe(TAG_MESSAGES.tooMany);
  });

  it('has nothing to say for good tags', async () => {
    expect(await tagsError(['rail', 'budget'])).toBeUndefined();
    expect(tagsProblem(undefined)).toBeUndefined();
  });
});
