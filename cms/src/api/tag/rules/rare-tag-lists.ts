import type { Core } from '@strapi/strapi';
import { rowsOfRareTags } from './tag-links';

/** The slugs a filter on the tags relation names, when that is all it says: `{ slug: { $eq } }` or `{ slug: { $in } }`. */
function slugsOf(filter: unknown): string[] | undefined {
  if (typeof filter !== 'object' || filter === null || Object.keys(filter).length !== 1) return undefined;
  const slug = (filter as { slug?: unknown }).slug;
  if (typeof slug !== 'object' || slug === null || Object.keys(slug).length !== 1) return undefined;
  const { $eq, $in } = slug as { $eq?: unknown; $in?: unknown };
  const slugs = $eq !== undefined ? [$eq] : $in;
  return Array.isArray(slugs) && slugs.length > 0 && slugs.every((value) => typeof value === 'string') ? slugs : undefined;
}

/**
 * A readers' list filtered by tag (a tag's page, its feed) with the filter on a tag on a few
 * hundred post rows at most turned into one on the ids of those rows (decision 075), so the list
 * and its count read the tag's posts instead of walking every story. Other filters pass unchanged.
 */
export async function rareTagsByRow(strapi: Core.Strapi, filters: unknown): Promise<unknown> {
  if (typeof filters !== 'object' || filters === null) return filters;
  const { tags, ...others } = filters as Record<string, unknown>;
  const slugs = slugsOf(tags);
  const rows = slugs && (await rowsOfRareTags(strapi, slugs));
  return rows ? { ...others, $and: [...((others.$and as unknown[]) ?? []), { id: { $in: rows } }] } : filters;
}
