import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../../../content-types';

/** The FTS5 table that indexes the draft rows' title and author in trigrams, on SQLite (post-indexes.ts keeps it). */
export const searchTableOf = (tableName: string) => `${tableName}_search`;

/** A LIKE pattern for "contains": the text's own `%`, `_` and `\` match only themselves. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The admin's search (`filter.q`) as a condition on the post rows aliased `alias`: title or author
 * containing the text, any case, as Strapi's `$containsi` compares them. PostgreSQL runs it on
 * trigram indexes of exactly those expressions (`LOWER(CAST(col AS VARCHAR))`). SQLite cannot
 * index a substring LIKE: there the ids come from its FTS5 trigram index of drafts. Texts under three
 * characters, which trigrams cannot find, fall back to the scan.
 */
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
  // The unary `+` keeps SQLite from fetching each matching row by id (one random read per match,
  // 15 ms for a common word at 100k): it walks the list's own index instead, testing each id
  // against the matches, so a page stops early and a count reads the index alone.
  return builder.whereRaw('+?? IN ?', [`${alias}.id`, matches]);
}
