import matter from '@11ty/gray-matter';
import { CATEGORIES } from '@journey-canvas/shared';
import type { StoredStory } from './stored-stories';

/** `![alt](address`: the same pictures `picturesWritten` finds, galleries and video posters included. */
const PICTURE_ADDRESS = /(!\[[^\]]*\]\(\s*<?)([^)\s>]+)/g;

/** Each picture address of the Markdown that `addressOf` knows replaced by its answer; the rest left as written. */
export function withPictureAddresses(markdown: string, addressOf: (address: string) => string | undefined): string {
  return markdown.replace(PICTURE_ADDRESS, (whole, before: string, address: string) => before + (addressOf(address) ?? address));
}

/** The post type's label, which the importer reads back as the type; the default type has none, so it is not taken for a tag. */
export const categoriesOf = (postType: string | null): string[] =>
  CATEGORIES.filter((category) => category.value === postType).map((category) => category.label);

/** Empty values are left out, so the file says only what the story has. */
const present = (entries: [string, unknown][]) =>
  Object.fromEntries(entries.filter(([, value]) => value !== null && value !== undefined && value !== ''));

/**
 * The keys the importer's Markdown reader reads (`readMarkdownStory`), plus what Journey Canvas keeps:
 * the place, its last check, the itinerary. `picture` is the featured picture's path from the story's file.
 */
export function frontMatterOf(
  story: StoredStory,
  picture: string | undefined,
  translationOf?: StoredStory,
): Record<string, unknown> {
  const hasPlace = story.placeLatitude !== null && story.placeLongitude !== null;
  return present([
    // A story in another language than the default names it, a translation the story it translates too,
    // as Hugo's `translationKey` does (decision 100).
    ['lang', story.inDefaultLanguage ? null : story.language],
    ['translationKey', translationOf?.slug],
    ['title', story.title],
    ['slug', story.slug],
    ['date', story.date],
    ['draft', story.status !== 'published'],
    ['publishDate', story.status === 'scheduled' ? story.scheduledAt : null],
    ['author', story.author],
    ['categories', categoriesOf(story.postType)],
    ['tags', story.tags.length > 0 ? story.tags : null],
    ['description', story.metaDescription],
    ['metaTitle', story.metaTitle && story.metaTitle !== story.title ? story.metaTitle : null],
    ['image', picture],
    ['image_alt', picture && story.featured?.alternativeText],
    ['image_caption', picture && story.featured?.caption],
    [
      'location',
      hasPlace
        ? present([
            ['name', story.placeName],
            ['country', story.placeCountry],
            ['lat', story.placeLatitude],
            ['lng', story.placeLongitude],
          ])
        : null,
    ],
    ['lastVerified', story.lastVerifiedAt],
    ['itinerary', story.itinerary],
    ['aliases', story.aliases.length > 0 ? story.aliases : null],
    ['url', story.address],
  ]);
}

/** The story as one Markdown file: YAML front matter (quoted where YAML would misread it), then its text. */
export function storyMarkdown(
  story: StoredStory,
  body: string,
  picture: string | undefined,
  translationOf?: StoredStory,
): string {
  // js-yaml through gray-matter: `lineWidth: -1` keeps long texts on one line, `noRefs` writes repeated values out.
  return matter.stringify(body, frontMatterOf(story, picture, translationOf), { lineWidth: -1, noRefs: true } as never);
}
