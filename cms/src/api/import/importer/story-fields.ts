import {
  CATEGORIES,
  DEFAULT_POST_TYPE,
  META_DESCRIPTION_MAX_LENGTH,
  TAG_NAME_MAX_LENGTH,
  TAGS_MAX_PER_POST,
  type PostType,
} from '@journey-canvas/shared';
import type { SourceStory } from './source-story';

const comparable = (name: string) => name.trim().toLowerCase().replace(/&amp;/g, '&');

const namedPostType = (name: string) =>
  CATEGORIES.find((category) => comparable(category.label) === comparable(name) || category.value === comparable(name))?.value;

/** A category naming one of the post types (by label or value) becomes the type; the first one wins. */
export function postTypeOf(categories: readonly string[]): PostType {
  return categories.map(namedPostType).find(Boolean) ?? DEFAULT_POST_TYPE;
}

/** Every other category and tag, once each, within the tag rules; what does not fit is said. */
export function tagsOf(story: Pick<SourceStory, 'categories' | 'tags'>, postType: PostType) {
  const notes: string[] = [];
  const seen = new Set<string>();
  const tags: string[] = [];
  // The category that became the post type is not a tag too; tags are kept whatever they say.
  const categories = story.categories.filter((name) => namedPostType(name) !== postType);
  for (const name of [...categories, ...story.tags]) {
    const tag = name.trim();
    if (!tag || seen.has(comparable(tag))) continue;
    seen.add(comparable(tag));
    if (tag.length > TAG_NAME_MAX_LENGTH) notes.push(`Tag left out, longer than ${TAG_NAME_MAX_LENGTH} characters: "${tag}"`);
    else if (tags.length >= TAGS_MAX_PER_POST) notes.push(`Tag left out, past ${TAGS_MAX_PER_POST} a story: "${tag}"`);
    else tags.push(tag);
  }
  return { tags, notes };
}

/** The excerpt as the meta description, as plain text, cut at a word when too long. */
export function metaDescriptionOf(excerpt: string | undefined) {
  const text = (excerpt ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= META_DESCRIPTION_MAX_LENGTH) return { metaDescription: text || undefined, notes: [] };
  const cut = text.slice(0, META_DESCRIPTION_MAX_LENGTH - 1).replace(/\s+\S*$/, '');
  return {
    metaDescription: `${cut}…`,
    notes: [`Excerpt shortened to ${META_DESCRIPTION_MAX_LENGTH} characters for the meta description`],
  };
}

/** Coordinates need a name here (the map labels them); without one the place is left out, said. */
export function placeOf(place: SourceStory['place']) {
  if (!place) return { fields: {}, notes: [] };
  if (!place.name?.trim()) {
    return { fields: {}, notes: [`Place left out: ${place.latitude}, ${place.longitude} has no name`] };
  }
  return {
    fields: {
      placeName: place.name.trim(),
      placeCountry: place.country?.trim() || undefined,
      placeLatitude: place.latitude,
      placeLongitude: place.longitude,
    },
    notes: [],
  };
}
