import type { Core } from '@strapi/strapi';
import type { NewsletterSendRecord } from '@journey-canvas/shared';
import { parseJson, parseRange, quoted, refuse } from '../../../admin-api/list-params';
import { DELIVERIES_TABLE, SENDS_TABLE } from './newsletter-tables';

/** Settings › Newsletter's record of sends, newest first, each with its messages counted by status. */
export function parseSendQuery(query: Record<string, unknown>) {
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) refuse('Filter must be a JSON object');
  const { post, ...others } = filter as Record<string, unknown>;
  const unknown = Object.keys(others)[0];
  if (unknown !== undefined) refuse(`Cannot filter by ${quoted(unknown)}`);
  if (post !== undefined && (typeof post !== 'string' || post.includes('\0'))) refuse('The filter post must be a post id');
  return { post: post as string | undefined, range: parseRange(query.range, 'sends') ?? { start: 0, limit: 10 } };
}

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

export async function listSends(strapi: Core.Strapi, { post, range }: ReturnType<typeof parseSendQuery>) {
  const sends = () => {
    const query = strapi.db.getConnection(SENDS_TABLE);
    return post ? query.where('post', post) : query;
  };
  const [rows, [{ total }]] = await Promise.all([
    sends()
      .orderBy('id', 'desc')
      .offset(range.start)
      .limit(range.limit)
      .select('id', 'kind', 'post', 'subject', 'created_at', 'finished_at'),
    sends().count({ total: '*' }) as unknown as Promise<[{ total: string }]>,
  ]);
  const ids = (rows as { id: number }[]).map((row) => row.id);
  const counts = ids.length
    ? ((await strapi.db
        .getConnection(DELIVERIES_TABLE)
        .whereIn('send_id', ids)
        .groupBy('send_id', 'status')
        .select('send_id', 'status')
        .count({ count: '*' })) as { send_id: number; status: string; count: string }[])
    : [];
  const countOf = (id: number, statuses: string[]) =>
    counts.filter((row) => row.send_id === id && statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.count), 0);
  const records: NewsletterSendRecord[] = (rows as Record<string, unknown>[]).map((row) => ({
    id: row.id as number,
    kind: row.kind as NewsletterSendRecord['kind'],
    post: (row.post as string | null) ?? null,
    subject: row.subject as string,
    createdAt: iso(row.created_at)!,
    queued: countOf(row.id as number, ['queued', 'sending']),
    sent: countOf(row.id as number, ['sent']),
    failed: countOf(row.id as number, ['failed']),
    finishedAt: iso(row.finished_at),
  }));
  return { records, total: Number(total) };
}
