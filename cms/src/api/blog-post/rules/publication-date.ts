import type { Core } from '@strapi/strapi';
import { rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../../../content-types';

/** A stored time as the query engine gives it back: a Date, or its ISO text. */
type Moment = Date | string;

/**
 * A story keeps the date it first went live (decision 078). Strapi's publish replaces the live
 * version with a new row stamped now, so every edit of a live story, and a publish after
 * Unpublish, would date it anew: to the top of the lists, into the next digest. The date is kept
 * on both versions as `firstPublishedAt` (Strapi's own name for it) and given back to each new
 * live version; a first publish keeps the time Strapi stamped.
 */
export async function keepFirstPublicationDate(strapi: Core.Strapi, documentId: string) {
  const rows = strapi.db.query(BLOG_POST_UID);
  const [draft, live] = (await Promise.all([
    rows.findOne({ where: { documentId, publishedAt: null }, select: ['firstPublishedAt'] }),
    rows.findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['publishedAt', 'firstPublishedAt'] }),
  ])) as [{ firstPublishedAt: Moment | null } | null, { publishedAt: Moment; firstPublishedAt: Moment | null } | null];
  if (!live) return;
  const first = new Date(draft?.firstPublishedAt ?? live.firstPublishedAt ?? live.publishedAt);
  const isFirst = (time: Moment | null | undefined) => time != null && new Date(time).getTime() === first.getTime();
  // Only what differs is written: every write to a story's row also refreshes its search entry.
  if (draft && !isFirst(draft.firstPublishedAt)) {
    await rows.updateMany({ where: { documentId, publishedAt: null }, data: { firstPublishedAt: first } });
  }
  if (!isFirst(live.publishedAt) || !isFirst(live.firstPublishedAt)) {
    await rows.updateMany({
      where: { documentId, publishedAt: { $notNull: true } },
      data: { publishedAt: first, firstPublishedAt: first },
    });
  }
}

/**
 * Stories published before the date was kept (and rows written straight to the table, as the bulk
 * seed does) get their live version's date, on start: one statement, nothing to do once filled.
 */
export async function fillFirstPublicationDates(strapi: Core.Strapi) {
  const { tableName, column, rows } = rawTable(strapi, BLOG_POST_UID);
  const [documentId, publishedAt, firstPublishedAt] = ['documentId', 'publishedAt', 'firstPublishedAt'].map(column);
  const liveDate = strapi.db
    .getConnection(`${tableName} as live`)
    .select(`live.${publishedAt}`)
    .whereRaw('?? = ??', [`live.${documentId}`, `${tableName}.${documentId}`])
    .whereNotNull(`live.${publishedAt}`)
    .limit(1);
  await rows()
    .whereNull(firstPublishedAt)
    .whereExists(liveDate.clone())
    .update({ [firstPublishedAt]: liveDate });
}
