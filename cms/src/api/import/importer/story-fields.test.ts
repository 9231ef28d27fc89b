import { describe, expect, it } from 'vitest';
import { metaDescriptionOf, placeOf, postTypeOf, tagsOf } from './story-fields';

describe("a source story's categories, tags, excerpt and place", () => {
  it('makes the first category naming a post type the type, and every other category and tag a tag', () => {
    const story = { categories: ['Croatia', 'Food & Cuisine', 'Budget Travel'], tags: ['Budget', 'ferry', 'croatia'] };
    const postType = postTypeOf(story.categories);
    expect(postType).toBe('food');
    expect(tagsOf(story, postType).tags).toEqual(['Croatia', 'Budget Travel', 'Budget', 'ferry']);
    expect(postTypeOf(['Croatia'])).toBe('blog');
  });

  it('says which tags it leaves out', () => {
    const tags = Array.from({ length: 12 }, (_, index) => `Tag ${index}`);
    const { tags: kept, notes } = tagsOf({ categories: [], tags: [...tags, 'x'.repeat(41)] }, 'blog');
    expect(kept).toHaveLength(10);
    expect(notes).toHaveLength(3);
  });

  it('cuts a long excerpt at a word and keeps a place only with its name', () => {
    const text = 'Slow mornings by the sea. '.repeat(10).trim();
    const { metaDescription, notes } = metaDescriptionOf(`<p>${text}</p>`);
    expect(metaDescription!.length).toBeLessThanOrEqual(160);
    const cut = metaDescription!.slice(0, -1);
    expect(metaDescription!.endsWith('…') && text.startsWith(cut) && text[cut.length] === ' ').toBe(true);
    expect(notes).toHaveLength(1);
    expect(placeOf({ latitude: 43.1, longitude: 16.4 }).notes[0]).toMatch(/no name/);
    expect(placeOf({ latitude: 43.1, longitude: 16.4, name: 'Hvar' }).fields).toMatchObject({ placeName: 'Hvar' });
  });
});
