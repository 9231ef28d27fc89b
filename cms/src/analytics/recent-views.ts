/** Each story's views of the last 30 days: Blog Management shows and sorts by them (decision 101). */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { analyticsTable } from './analytics-table';

export const RECENT_VIEWS_DAYS = 30;

const since = (now: number) => new Date(now - (RECENT_VIEWS_DAYS - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** `(key, views)`: every story read in the last 30 days, its documentId and views, to join a list to. */
export const recentViewsTable = (strapi: Core.Strapi, now = Date.now()): Knex.QueryBuilder =>
  analyticsTable(strapi)
    .where('kind', 'story')
    .andWhere('period', '>=', since(now))
    .select('key')
    .sum({ views: 'views' })
    .groupBy('key');

export async function recentViewsOf(strapi: Core.Strapi, documentIds: string[], now = Date.now()): Promise<Map<string, number>> {
  if (documentIds.length === 0) return new Map();
  const rows = (await recentViewsTable(strapi, now).whereIn('key', documentIds)) as { key: string; views: number | string }[];
  return new Map(rows.map(({ key, views }) => [key, Number(views)]));
}
