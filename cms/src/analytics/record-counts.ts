/** The site's sums, added to the stored ones in one transaction (decision 101). */
import type { Core } from '@strapi/strapi';
import { ANALYTICS_KEY_JOIN, type AnalyticsCount } from '@journey-canvas/shared';
import { BLOG_POST_UID } from '../content-types';
import { pathLanguage } from '../languages/site-languages';
import { ANALYTICS_TABLE, analyticsTable } from './analytics-table';

const STORY_PATH = /^\/articles\/([^/]+)$/;
/** Rows in one statement: SQLite takes at most 32,766 values, five a row. */
const ROWS_A_STATEMENT = 500;

const storyAddressOf = (count: AnalyticsCount) => count.key.split(ANALYTICS_KEY_JOIN, 1)[0]!;

/** Each story address's documentId: the published story with that slug in that language. */
async function storiesAt(strapi: Core.Strapi, addresses: string[]): Promise<Map<string, string>> {
  const wanted = new Map<string, { locale: string; slug: string }[]>();
  const slugOf = new Map<string, { locale: string; slug: string }>();
  for (const address of addresses) {
    const { locale, path } = await pathLanguage(strapi, address);
    const encoded = STORY_PATH.exec(path)?.[1];
    if (!encoded) continue;
    let slug: string;
    try {
      slug = decodeURIComponent(encoded);
    } catch {
      continue;
    }
    slugOf.set(address, { locale, slug });
    wanted.set(locale, [...(wanted.get(locale) ?? []), { locale, slug }]);
  }
  const documentIds = new Map<string, string>();
  for (const [locale, stories] of wanted) {
    const rows = (await strapi.db.query(BLOG_POST_UID).findMany({
      where: { locale, slug: { $in: stories.map(({ slug }) => slug) }, publishedAt: { $notNull: true } },
      select: ['documentId', 'slug'],
    })) as { documentId: string; slug: string }[];
    for (const row of rows) documentIds.set(`${locale}\t${row.slug}`, row.documentId);
  }
  const found = new Map<string, string>();
  for (const [address, { locale, slug }] of slugOf) {
    const documentId = documentIds.get(`${locale}\t${slug}`);
    if (documentId) found.set(address, documentId);
  }
  return found;
}

/** Story rows move from the address to the story; an address that is no published story is left out. */
async function underStories(strapi: Core.Strapi, counts: AnalyticsCount[]): Promise<AnalyticsCount[]> {
  const storyRows = counts.filter(({ kind }) => kind.startsWith('story'));
  const stories = await storiesAt(strapi, [...new Set(storyRows.map(storyAddressOf))]);
  const summed = new Map<string, AnalyticsCount>();
  for (const count of counts) {
    let key = count.key;
    if (count.kind.startsWith('story')) {
      const address = storyAddressOf(count);
      const documentId = stories.get(address);
      if (!documentId) continue;
      key = documentId + count.key.slice(address.length);
    }
    const id = `${count.kind}\t${count.period}\t${key}`;
    const row = summed.get(id);
    if (row) {
      row.views += count.views;
      row.visitors += count.visitors;
    } else summed.set(id, { ...count, key });
  }
  return [...summed.values()];
}

export async function recordCounts(strapi: Core.Strapi, counts: AnalyticsCount[]): Promise<void> {
  const rows = await underStories(strapi, counts);
  if (rows.length === 0) return;
  const knex = strapi.db.connection;
  await strapi.db.transaction(async ({ trx }) => {
    for (let start = 0; start < rows.length; start += ROWS_A_STATEMENT) {
      await analyticsTable(strapi)
        .transacting(trx)
        .insert(rows.slice(start, start + ROWS_A_STATEMENT))
        .onConflict(['kind', 'period', 'key'])
        .merge({
          views: knex.raw('?? + excluded.views', [`${ANALYTICS_TABLE}.views`]),
          visitors: knex.raw('?? + excluded.visitors', [`${ANALYTICS_TABLE}.visitors`]),
        });
    }
  });
}

export async function pruneAnalytics(strapi: Core.Strapi, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return analyticsTable(strapi).where('period', '<', cutoff).delete();
}
