import type { Core } from '@strapi/strapi';
import { DEFAULT_POST_TYPE } from '@journey-canvas/shared';
import { rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../../../content-types';

/** `every post` reads each post's draft row, the Trash included. */
export type TypedRows = 'live' | 'every post';

/**
 * One language's types, one index probe per type (the indexes lead with the language, then the type):
 * `SELECT DISTINCT` reads a whole index on PostgreSQL (35 ms at 100,000 posts).
 */
export async function distinctPostTypes(strapi: Core.Strapi, rows: TypedRows, locale: string): Promise<string[]> {
  const { qualifiedName: table, column } = rawTable(strapi, BLOG_POST_UID);
  const [type, publishedAt, trashedAt] = [column('postType'), column('publishedAt'), column('trashedAt')];
  const state = rows === 'live' ? `${publishedAt} IS NOT NULL AND ${trashedAt} IS NULL` : `${publishedAt} IS NULL`;
  const which = `${column('locale')} = ? AND ${state}`;
  const result = await strapi.db.connection.raw(
    `WITH RECURSIVE types(t) AS (
       SELECT MIN(${type}) FROM ?? WHERE ${which}
       UNION ALL
       SELECT (SELECT MIN(${type}) FROM ?? WHERE ${which} AND ${type} > types.t) FROM types WHERE types.t IS NOT NULL
     )
     SELECT t FROM types WHERE t IS NOT NULL
     UNION ALL SELECT NULL WHERE EXISTS (SELECT 1 FROM ?? WHERE ${which} AND ${type} IS NULL)`,
    [table, locale, table, locale, table, locale],
  );
  const found = (Array.isArray(result) ? result : result.rows) as { t: string | null }[];
  return [...new Set(found.map((row) => row.t ?? DEFAULT_POST_TYPE))].sort();
}
