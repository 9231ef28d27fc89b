import type { Core } from '@strapi/strapi';
import { rowsOfRareTags } from './tag-links';

/** Only a filter that says nothing but `{ slug: { $eq } }` or `{ slug: { $in } }`. */
function slugsOf(filter: unknown): string[] | undefined {
  if (typeof filter !== 'object' || filter === null || Object.keys(filter).length !== 1) return undefined;
  const slug = (filter as { slug?: unknown }).slug;
  if (typeof slug !== 'object' || slug === null || Object.keys(slug).length !== 1) return undefined;
  const { $eq, $in } = slug as { $eq?: unknown; $in?: unknown };
  const slugs = $eq !== undefined ? [$eq] : $in;
  return Array.isArray(slugs) && slugs.length > 0 && slugs.every((value) => typeof value === 'string') ? slugs : undefined;
}

/** A rare tag's filter becomes one on its post row ids, so the list reads the tag's posts, not every story (decision 075). */
export async function rareTagsByRow(strapi: Core.Strapi, filters: unknown): Promise<unknown> {
  if (typeof filters !== 'object' || filters === null) return filters;
  const { tags, ...others } = filters as Record<string, unknown>;
  const slugs = slugsOf(tags);
  const rows = slugs && (await rowsOfRareTags(strapi, slugs));
  return rows ? { ...others, $and: [...((others.$and as unknown[]) ?? []), { id: { $in: rows } }] } : filters;
}
