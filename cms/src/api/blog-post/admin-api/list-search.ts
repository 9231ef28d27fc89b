import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../../../content-types';

/** SQLite's FTS5 trigram table of draft titles and authors (post-indexes.ts keeps it). */
export const searchTableOf = (tableName: string) => `${tableName}_search`;

/** The text's own `%`, `_` and `\` match only themselves. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** As Strapi's `$containsi`, on trigram indexes; under three characters, which trigrams cannot find, a scan. */
export function whereSearch(strapi: Core.Strapi, builder: Knex.QueryBuilder, alias: string, q: string) {
  const table = rawTable(strapi, BLOG_POST_UID);
  const column = (name: 'title' | 'author') => `${alias}.${table.column(name)}`;
  const postgres = strapi.db.config.connection.client === 'postgres';
  if (postgres || [...q].length < 3) {
    const lower = postgres ? 'LOWER(CAST(?? AS VARCHAR))' : 'LOWER(??)';
    const pattern = containsPattern(q);
    return builder.where((either) =>
      either
        .whereRaw(`${lower} LIKE LOWER(?) ESCAPE '\\'`, [column('title'), pattern])
        .orWhereRaw(`${lower} LIKE LOWER(?) ESCAPE '\\'`, [column('author'), pattern]),
    );
  }
  const search = searchTableOf(table.tableName);
  const phrase = `"${q.replace(/"/g, '""')}"`;
  const matches = strapi.db.connection.select('rowid').from(search).whereRaw('?? MATCH ?', [search, phrase]);
  // The unary `+` makes SQLite walk the list's own index, not fetch each match by id (15 ms for a common word).
  return builder.whereRaw('+?? IN ?', [`${alias}.id`, matches]);
}
