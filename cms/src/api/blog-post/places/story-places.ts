import type { Core } from '@strapi/strapi';
import { rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../../../content-types';

/** Far more than one map can show legibly. */
export const MAX_PLACES = 2000;

export interface StoryPlace {
  name: string;
  country: string | null;
  latitude: number;
  longitude: number;
  stories: number;
  /** Set when the place has one story, which the marker links to. */
  slug: string | null;
  title: string | null;
}

/** One grouped query, whatever the number of posts (decision 063); one language's stories (decision 100). */
export async function storyPlaces(strapi: Core.Strapi, locale: string): Promise<StoryPlace[]> {
  const { rows, column } = rawTable(strapi, BLOG_POST_UID);
  const [name, country, latitude, longitude] = ['placeName', 'placeCountry', 'placeLatitude', 'placeLongitude'].map(column);
  const found = (await rows()
    .select({ name: name!, country: country!, latitude: latitude!, longitude: longitude! })
    .count({ stories: '*' })
    .min({ slug: column('slug'), title: column('title') })
    .whereNotNull(column('publishedAt'))
    .where(column('locale'), locale)
    .whereNull(column('trashedAt'))
    .whereNotNull(latitude!)
    .whereNotNull(longitude!)
    .whereNotNull(name!)
    .groupBy(name!, country!, latitude!, longitude!)
    .orderBy([{ column: 'stories', order: 'desc' }, { column: name! }])
    .limit(MAX_PLACES)) as Record<string, unknown>[];
  return found.map((row) => {
    const stories = Number(row.stories);
    return {
      name: String(row.name),
      country: (row.country as string | null) ?? null,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      stories,
      slug: stories === 1 ? String(row.slug) : null,
      title: stories === 1 ? String(row.title) : null,
    };
  });
}
