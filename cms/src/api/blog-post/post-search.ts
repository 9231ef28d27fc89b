import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from './post-rules';

/** The FTS5 table that indexes a post table's title and author in trigrams, on SQLite (post-indexes.ts keeps it). */
export const searchTableOf = (tableName: string) => `${tableName}_search`;

/**
 * The filter for the admin's search (`filter.q`): title or author containing the text, any case.
 * PostgreSQL runs it as Strapi writes it, on trigram indexes of exactly those expressions. SQLite
 * cannot index a substring LIKE: there the rows come from its FTS5 trigram table, as a subquery
 * (Strapi's `$in` takes a knex query). Texts under three characters, which trigrams cannot find,
 * fall back to the scan.
 */
export function searchFilter(strapi: Core.Strapi, q: string): Record<string, unknown> {
  if (strapi.db.config.connection.client === 'postgres' || [...q].length < 3) {
    return { $or: [{ title: { $containsi: q } }, { author: { $containsi: q } }] };
  }
  const search = searchTableOf(strapi.db.metadata.get(BLOG_POST_UID).tableName);
  const phrase = `"${q.replace(/"/g, '""')}"`;
  return { id: { $in: strapi.db.connection.select('rowid').from(search).whereRaw('?? MATCH ?', [search, phrase]) } };
}
