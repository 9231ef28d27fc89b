import type { Core } from '@strapi/strapi';
import { SEARCH_MAX_RESULTS } from '@journey-canvas/shared';
import { BLOG_POST_UID } from '../../../content-types';
import { BM25_WEIGHTS, indexTarget, postgresDefinition, type IndexTarget } from './index-definition';
import type { SearchRequest } from './search-request';
import { trashedRowIds } from '../trash/trashed-rows';
import { rawTable } from '../../../database/raw-table';

export interface RankedPage {
  ids: number[];
  total: number;
}

type Knex = Core.Strapi['db']['connection'];

/** Only the newest matches are ranked, so a common word costs no more than a rare one; lower `score` is better. */
function candidates(target: IndexTarget, terms: string[], locale: string): { sql: string; bindings: string[] } {
  if (target.postgres) {
    const query = `plainto_tsquery(${postgresDefinition(target).languageFn}(?), ?)`;
    const text = terms.join(' ');
    return {
      sql: `SELECT id, -ts_rank(document, ${query}) AS score FROM (SELECT id, document FROM ${target.index}
        WHERE document @@ ${query} ORDER BY id DESC LIMIT ${SEARCH_MAX_RESULTS}) hits`,
      bindings: [locale, text, locale, text],
    };
  }
  return {
    sql: `SELECT rowid AS id, bm25(${target.index}, ${BM25_WEIGHTS.join(', ')}) AS score FROM ${target.index}
      WHERE ${target.index} MATCH ? ORDER BY rowid DESC LIMIT ${SEARCH_MAX_RESULTS}`,
    // Each word a quoted FTS5 string: the tokenizer stems and folds it, and no word is read as an operator.
    bindings: [terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(' ')],
  };
}

async function rows(knex: Knex, sql: string, bindings: unknown[]): Promise<Record<string, unknown>[]> {
  const result = await knex.raw(sql, bindings);
  return Array.isArray(result) ? result : result.rows;
}

/** One language's stories are found, its words read with its stemmer (decision 100). */
export async function rankedPage(strapi: Core.Strapi, request: SearchRequest, locale: string): Promise<RankedPage> {
  if (request.terms.length === 0) return { ids: [], total: 0 };
  const target = indexTarget(strapi);
  const knex = strapi.db.connection;
  const found = candidates(target, request.terms, locale);
  // Posts in the Trash stay indexed (Restore needs no rebuild) but are never found (decision 040).
  const trashed = trashedRowIds(strapi).toSQL();
  // Each match is checked for its language by its id, not against a list of every story in it.
  const { qualifiedName: posts, column } = rawTable(strapi, BLOG_POST_UID);
  const sql = `SELECT found.id AS id, found.score AS score FROM (${found.sql}) found JOIN ${posts} post ON post.id = found.id
    WHERE post.${column('locale')} = ? AND found.id NOT IN (${trashed.sql})`;
  const bindings = [...found.bindings, locale, ...trashed.bindings];
  const page = await rows(
    knex,
    `SELECT id, count(*) OVER () AS total FROM (${sql}) candidates ORDER BY score, id DESC LIMIT ? OFFSET ?`,
    [...bindings, request.pageSize, (request.page - 1) * request.pageSize],
  );
  // A page past the last has no row to carry the count.
  const total =
    page[0]?.total ?? (request.page > 1 ? (await rows(knex, `SELECT count(*) AS total FROM (${sql}) c`, bindings))[0]?.total : 0);
  return { ids: page.map((row) => Number(row.id)), total: Number(total ?? 0) };
}

/** Without images: a result shows text only, and the media relation would cost more than the search. */
export async function searchPublishedPosts(strapi: Core.Strapi, request: SearchRequest, locale: string) {
  const { ids, total } = await rankedPage(strapi, request, locale);
  const posts =
    ids.length === 0
      ? []
      : await strapi.documents(BLOG_POST_UID).findMany({
          filters: { id: { $in: ids } },
          status: 'published',
          locale,
          limit: ids.length,
        });
  const position = new Map(ids.map((id, index) => [id, index]));
  posts.sort((a, b) => (position.get(a.id as number) ?? 0) - (position.get(b.id as number) ?? 0));
  return { posts, total };
}
