import type { Core } from '@strapi/strapi';
import { isSubscriberStatus, type SubscriberRecord, type SubscriberStatus } from '@journey-canvas/shared';
import { parseJson, parseRange, quoted, refuse } from '../../../admin-api/list-params';
import { SUBSCRIPTION_UID } from '../../../content-types';

export interface SubscriberQuery {
  search?: string;
  status?: SubscriberStatus;
  sort: Record<string, 'asc' | 'desc'>;
  range: { start: number; limit: number };
}

const SORTABLE = new Set(['email', 'status', 'createdAt', 'confirmedAt']);

export function parseSubscriberQuery(query: Record<string, unknown>): SubscriberQuery {
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) refuse('Filter must be a JSON object');
  const { q, status, ...others } = filter as Record<string, unknown>;
  const unknown = Object.keys(others)[0];
  if (unknown !== undefined) refuse(`Cannot filter by ${quoted(unknown)}`);
  if (q !== undefined && q !== null && (typeof q !== 'string' || q.includes('\0'))) refuse('Search text (filter q) must be text');
  if (status !== undefined && status !== null && status !== '' && !isSubscriberStatus(status)) {
    refuse(`Cannot filter by status ${quoted(status)}`);
  }
  const [field, order] = (parseJson('sort', query.sort) as unknown[] | undefined) ?? ['createdAt', 'DESC'];
  if (typeof field !== 'string' || !SORTABLE.has(field)) refuse(`Cannot sort by ${quoted(field)}`);
  if (order !== 'ASC' && order !== 'DESC') refuse('Sort order must be ASC or DESC');
  return {
    search: typeof q === 'string' && q.trim() ? q.trim().toLowerCase() : undefined,
    status: isSubscriberStatus(status) ? status : undefined,
    sort: { [field]: order === 'ASC' ? 'asc' : 'desc' },
    range: parseRange(query.range, 'subscribers') ?? { start: 0, limit: 25 },
  };
}

const filtersOf = ({ search, status }: SubscriberQuery) => ({
  ...(search ? { email: { $containsi: search } } : {}),
  // Addresses from before the newsletter was sent have no status: they never confirmed.
  ...(status === 'pending' ? { $or: [{ status: 'pending' as const }, { status: { $null: true } }] } : status ? { status } : {}),
});

export const toSubscriberRecord = (row: Record<string, unknown>): SubscriberRecord => ({
  id: row.documentId as string,
  email: row.email as string,
  status: (row.status as SubscriberStatus | null) ?? 'pending',
  createdAt: new Date(row.createdAt as string).toISOString(),
  confirmedAt: row.confirmedAt ? new Date(row.confirmedAt as string).toISOString() : null,
  unsubscribedAt: row.unsubscribedAt ? new Date(row.unsubscribedAt as string).toISOString() : null,
  language: (row.language as string | null) ?? null,
});

export async function listSubscribers(strapi: Core.Strapi, query: SubscriberQuery, range = query.range) {
  const documents = strapi.documents(SUBSCRIPTION_UID);
  const filters = filtersOf(query);
  const [rows, total] = await Promise.all([
    documents.findMany({ filters, sort: [query.sort, { id: 'asc' }], start: range.start, limit: range.limit }),
    documents.count({ filters }),
  ]);
  return { records: (rows as Record<string, unknown>[]).map(toSubscriberRecord), total };
}

/** A leading = + - @ is made plain text, so a spreadsheet never runs it as a formula. */
const cell = (value: string | null) => {
  const text = value ?? '';
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

export async function subscribersCsv(strapi: Core.Strapi, query: SubscriberQuery): Promise<string> {
  const lines = ['email,status,subscribed_at,confirmed_at,unsubscribed_at'];
  for (let start = 0; ; start += 1000) {
    const { records } = await listSubscribers(strapi, query, { start, limit: 1000 });
    for (const row of records) {
      lines.push([row.email, row.status, row.createdAt, row.confirmedAt, row.unsubscribedAt].map(cell).join(','));
    }
    if (records.length < 1000) break;
  }
  return `${lines.join('\r\n')}\r\n`;
}
