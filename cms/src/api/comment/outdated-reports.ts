import type { Core } from '@strapi/strapi';
import { rawTable } from '../../database/raw-table';
import { COMMENT_UID } from '../../content-types';

/** When readers last reported each story out of date, spam aside (decision 058); feeds the shared `guideCheckDue`. */
export async function withOutdatedReports<R extends { id: string }>(
  strapi: Core.Strapi,
  records: R[],
): Promise<(R & { outdatedReportedAt: string | null })[]> {
  if (records.length === 0) return [];
  const { rows, column } = rawTable(strapi, COMMENT_UID);
  // In the transaction under way: a record is read right after its write, and SQLite has one connection.
  const reports = (await strapi.db.transaction(({ trx }) =>
    rows()
      .transacting(trx)
      .whereIn(
        column('post'),
        records.map((record) => record.id),
      )
      .where(column('outdated'), true)
      .whereNot(column('status'), 'spam')
      .groupBy(column('post'))
      .select({ post: column('post') })
      .max({ at: column('createdAt') }),
  )) as { post: string; at: string | number | Date }[];
  const latest = new Map(reports.map((report) => [report.post, new Date(report.at).toISOString()]));
  return records.map((record) => ({ ...record, outdatedReportedAt: latest.get(record.id) ?? null }));
}
