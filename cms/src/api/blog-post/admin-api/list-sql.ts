import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { ListQuery } from './post-list-query';
import { rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../../../content-types';
import { whereSearch } from './list-search';
import { trashedRowIds } from '../trash/trashed-rows';

/**
 * The admin list's SQL (decision 025): which draft rows make a page, in order, and how many match.
 * Every post has exactly one draft row (Strapi's Draft & Publish, without locales), the version
 * the editor works on, and a published row while it is live. Statuses map onto that: published
 * posts have a live row; drafts have none and no publish time; scheduled drafts carry a publish
 * time; posts in the Trash (both rows marked) are in the Trash's list only. The records themselves are then read by id through the Document Service.
 *
 * Written with knex, not the Document Service, because at 100,000 posts Strapi's query shapes are
 * what is slow: a page selects whole rows before the offset, so a deep page sorts or walks full
 * rows; its publication filter is `id IN (a subquery over every draft)`, built in full before the
 * page. Here a page is ids only (an index-only walk of the partial indexes in post-indexes.ts), and
 * the live-version test is a correlated `EXISTS` on the document's published row, probed per row.
 */
export function adminListQuery(strapi: Core.Strapi) {
  const { tableName, column } = rawTable(strapi, BLOG_POST_UID);
  const knex = strapi.db.connection;
  const from = (alias: string) => strapi.db.getConnection().from(`${tableName} as ${alias}`) as Knex.QueryBuilder;
  const col = (alias: string, attribute: string) => `${alias}.${column(attribute)}`;

  const allDrafts = () => from('d').whereNull(col('d', 'publishedAt'));
  /** Posts outside the Trash, which only its own list shows (decision 040). */
  const drafts = () => allDrafts().whereNotIn('d.id', trashedRowIds(strapi));
  const publishedRows = () => from('p').whereNotNull(col('p', 'publishedAt')).whereNotIn('p.id', trashedRowIds(strapi));
  /** The live row of the draft `d`'s post. */
  const liveVersion = () =>
    publishedRows()
      .select(knex.raw('1'))
      .whereRaw('?? = ??', [col('p', 'documentId'), col('d', 'documentId')]);

  function matching({ filters, search, status }: ListQuery) {
    const rows = status === 'trash' ? allDrafts().whereIn('d.id', trashedRowIds(strapi)) : drafts();
    if (filters.postType) rows.whereIn(col('d', 'postType'), filters.postType);
    if (filters.documentId) rows.whereIn(col('d', 'documentId'), filters.documentId);
    if (search) whereSearch(strapi, rows, 'd', search);
    if (filters.owner) rows.where(col('d', 'createdByAdmin'), filters.owner);
    if (status === 'scheduled') rows.whereNotNull(col('d', 'scheduledAt'));
    if (status === 'review') rows.whereNotNull(col('d', 'reviewRequestedAt')).whereNotExists(liveVersion());
    if (status === 'draft') {
      rows.whereNull(col('d', 'scheduledAt')).whereNull(col('d', 'reviewRequestedAt')).whereNotExists(liveVersion());
    }
    if (status === 'published') rows.whereExists(liveVersion());
    return rows;
  }

  const count = async (rows: Knex.QueryBuilder) =>
    Number(((await rows.count({ count: '*' }).first()) as { count: unknown }).count);
  /**
   * Rows of one kind outside the Trash, counted as all of them less those in it: a plain count
   * walks the kind's partial index alone, where `NOT IN (trashed ids)` would probe every entry
   * (at 100,000 drafts on PostgreSQL, 6 ms against 12–19).
   */
  const countOutsideTrash = async (rows: () => Knex.QueryBuilder, alias: string) => {
    const [all, trashed] = await Promise.all([count(rows()), count(rows().whereNotNull(col(alias, 'trashedAt')))]);
    return all - trashed;
  };
  const draftCount = () => countOutsideTrash(allDrafts, 'd');
  const liveCount = () => countOutsideTrash(() => from('p').whereNotNull(col('p', 'publishedAt')), 'p');

  return {
    /** The page's draft row ids, in the list's order (ties by id, so pages never overlap). */
    async pageIds(query: ListQuery): Promise<number[]> {
      const { sort, range } = query;
      const rows = await matching(query)
        .select(col('d', 'id'))
        .orderBy([
          { column: col('d', sort.field), order: sort.order },
          { column: 'd.id', order: sort.order },
        ])
        .limit(range.limit)
        .offset(range.start);
      return rows.map((row: { id: number }) => row.id);
    },

    /**
     * How many posts match. With a status or none and no other filter, counted from the partial
     * indexes alone: one draft row per post means live posts are as many as published rows, and never
     * published posts are the draft rows left over. Anything else is counted row by row.
     */
    async total(query: ListQuery): Promise<number> {
      const { filters, search, status } = query;
      const onlyStatus = !search && !filters.postType && !filters.documentId && !filters.owner;
      if (onlyStatus && status === undefined) return draftCount();
      if (onlyStatus && status === 'published') return liveCount();
      if (onlyStatus && status === 'draft') {
        // Scheduled and in review are apart (a post in review has no publish time, write-body.ts),
        // so each is counted on its own partial index.
        const [all, live, scheduled, inReview] = await Promise.all([
          draftCount(),
          liveCount(),
          count(drafts().whereNotNull(col('d', 'scheduledAt')).whereNotExists(liveVersion())),
          count(drafts().whereNotNull(col('d', 'reviewRequestedAt')).whereNotExists(liveVersion())),
        ]);
        return all - live - scheduled - inReview;
      }
      return count(matching(query));
    },
  };
}
