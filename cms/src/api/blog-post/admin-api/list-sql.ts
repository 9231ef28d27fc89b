import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { ListQuery } from './post-list-query';
import { rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../../../content-types';
import { whereSearch } from './list-search';
import { trashedRowIds } from '../trash/trashed-rows';
import { recentViewsTable } from '../../../analytics/recent-views';

/** The admin list in knex, as Strapi's query shapes are slow at 100,000 posts; a page is ids only (decision 025). */
export function adminListQuery(strapi: Core.Strapi) {
  const { tableName, column } = rawTable(strapi, BLOG_POST_UID);
  const knex = strapi.db.connection;
  const from = (alias: string) => strapi.db.getConnection().from(`${tableName} as ${alias}`) as Knex.QueryBuilder;
  const col = (alias: string, attribute: string) => `${alias}.${column(attribute)}`;

  /** Each language's versions are a list of their own (decision 100). */
  const allDrafts = (locale: string) => from('d').whereNull(col('d', 'publishedAt')).where(col('d', 'locale'), locale);
  /** Only the Trash's own list shows trashed posts (decision 040). */
  const drafts = (locale: string) => allDrafts(locale).whereNotIn('d.id', trashedRowIds(strapi));
  const liveVersion = () =>
    from('p')
      .whereNotNull(col('p', 'publishedAt'))
      .whereNotIn('p.id', trashedRowIds(strapi))
      .select(knex.raw('1'))
      .whereRaw('?? = ??', [col('p', 'documentId'), col('d', 'documentId')])
      .whereRaw('?? = ??', [col('p', 'locale'), col('d', 'locale')]);

  function matching({ filters, search, status, locale }: ListQuery) {
    const rows = status === 'trash' ? allDrafts(locale).whereIn('d.id', trashedRowIds(strapi)) : drafts(locale);
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
  /** All less the trashed: `NOT IN (trashed ids)` would probe every index entry (PostgreSQL, 100,000 drafts: 6 ms against 12–19). */
  const countOutsideTrash = async (rows: () => Knex.QueryBuilder, alias: string) => {
    const [all, trashed] = await Promise.all([count(rows()), count(rows().whereNotNull(col(alias, 'trashedAt')))]);
    return all - trashed;
  };
  const draftCount = (locale: string) => countOutsideTrash(() => allDrafts(locale), 'd');
  const liveCount = (locale: string) =>
    countOutsideTrash(() => from('p').whereNotNull(col('p', 'publishedAt')).where(col('p', 'locale'), locale), 'p');

  return {
    /** Ties go by id, so pages never overlap. */
    async pageIds(query: ListQuery): Promise<number[]> {
      const { sort, range } = query;
      const rows = matching(query).select(col('d', 'id'));
      if (sort.field === 'views') {
        rows
          .leftJoin(recentViewsTable(strapi).as('v'), 'v.key', col('d', 'documentId'))
          .orderByRaw(`coalesce(??, 0) ${sort.order}`, ['v.views']);
      } else rows.orderBy(col('d', sort.field), sort.order);
      rows.orderBy('d.id', sort.order).limit(range.limit).offset(range.start);
      return (await rows).map((row: { id: number }) => row.id);
    },

    /** A bare status is counted from the partial indexes alone, as each post has exactly one draft row. */
    async total(query: ListQuery): Promise<number> {
      const { filters, search, status, locale } = query;
      const onlyStatus = !search && !filters.postType && !filters.documentId && !filters.owner;
      if (onlyStatus && status === undefined) return draftCount(locale);
      if (onlyStatus && status === 'published') return liveCount(locale);
      if (onlyStatus && status === 'draft') {
        // Scheduled and in review never overlap, so each is counted on its own partial index.
        const [all, live, scheduled, inReview] = await Promise.all([
          draftCount(locale),
          liveCount(locale),
          count(drafts(locale).whereNotNull(col('d', 'scheduledAt')).whereNotExists(liveVersion())),
          count(drafts(locale).whereNotNull(col('d', 'reviewRequestedAt')).whereNotExists(liveVersion())),
        ]);
        return all - live - scheduled - inReview;
      }
      return count(matching(query));
    },
  };
}
