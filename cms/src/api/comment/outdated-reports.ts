import type { Core } from '@strapi/strapi';
import { rawTable } from '../../database/raw-table';
import { COMMENT_UID } from '../../content-types';

/**
 * Readers' "this is out of date" reports, for the admin's post records (decision 058): when each
 * story was last reported (spam aside). The shared `guideCheckDue` puts a guide reported after its
 * last verification on the "due a check" list; marking it verified takes it off.
 */
export async function withOutdatedReports<R extends { id: string }>(
  strapi: Core.Strapi,
  records: R[],
): Promise<(R & { outdatedReportedAt: string | null })[]> {
  if (records.length === 0) return [];
  const { rows, column } = rawTable(strapi, COMMENT_UID);
  // Inside the transaction under way, if any: a record is read right after its write (SQLite has one connection).
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
