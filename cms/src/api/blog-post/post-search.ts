import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from './post-rules';

/** Past this many matching posts, an id list is a worse filter than the scan it would save. */
const MAX_MATCHED_IDS = 15_000;

/** The FTS5 table that indexes a post table's title and author in trigrams, on SQLite (post-indexes.ts keeps it). */
export const searchTableOf = (tableName: string) => `${tableName}_search`;

const containing = (q: string) => ({ $or: [{ title: { $containsi: q } }, { author: { $containsi: q } }] });

/**
 * The filter for the admin's search (`filter.q`): title or author containing the text, any case.
 * PostgreSQL runs it as Strapi writes it, on trigram indexes of exactly those expressions. SQLite
 * cannot index a substring LIKE, so its FTS5 trigram table finds the rows first (three characters
 * or more); a shorter or very common text falls back to the scan.
 */
export async function searchFilter(strapi: Core.Strapi, q: string): Promise<Record<string, unknown>> {
  if (strapi.db.config.connection.client === 'postgres' || [...q].length < 3) return containing(q);
  const { tableName, attributes } = strapi.db.metadata.get(BLOG_POST_UID);
  const publishedAt = (attributes.publishedAt as { columnName?: string }).columnName ?? 'published_at';
  const search = searchTableOf(tableName);
  const phrase = `"${q.replace(/"/g, '""')}"`;
  // Published rows only: the admin lists published posts, and the id list stays half as long.
  const rows: { id: number }[] = await strapi.db
    .connection(tableName)
    .select(`${tableName}.id`)
    .join(search, `${search}.rowid`, `${tableName}.id`)
    .whereRaw('?? MATCH ?', [search, phrase])
    .whereNotNull(`${tableName}.${publishedAt}`)
    .limit(MAX_MATCHED_IDS + 1);
  if (rows.length > MAX_MATCHED_IDS) return containing(q);
  return { id: { $in: rows.map((row) => row.id) } };
}
