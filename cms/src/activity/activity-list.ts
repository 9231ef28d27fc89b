import type { Core } from '@strapi/strapi';
import { isActivityAction, type ActivityAction, type ActivityEntry } from '@journey-canvas/shared';
import { parseJson, parseRange, quoted, refuse } from '../admin-api/list-params';
import { activityTable } from './activity-table';

export interface ActivityQuery {
  order: 'asc' | 'desc';
  range: { start: number; limit: number };
  action?: ActivityAction;
  actor?: string;
  post?: string;
}

const DEFAULT_RANGE = { start: 0, limit: 25 };

function textFilter(key: string, value: unknown): string {
  if (typeof value !== 'string' || value.includes('\0') || value.length > 255) refuse(`Invalid value in the filter at ${key}`);
  return value;
}

/** `GET /api/admin/activity`: newest first by default; each filter is one exact value. */
export function parseActivityQuery(query: Record<string, unknown>): ActivityQuery {
  const sort = parseJson('sort', query.sort) ?? ['at', 'DESC'];
  const [field, order] = Array.isArray(sort) ? sort : [];
  if (field !== 'at' && field !== 'id') refuse(`Cannot sort the activity log by ${quoted(field)}`);
  if (order !== 'ASC' && order !== 'DESC') refuse('Sort order must be ASC or DESC');
  const parsed: ActivityQuery = {
    order: order === 'ASC' ? 'asc' : 'desc',
    range: parseRange(query.range, 'entries') ?? DEFAULT_RANGE,
  };
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) refuse('Filter must be a JSON object');
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'action') {
      if (!isActivityAction(value)) refuse(`Cannot filter by action ${quoted(value)}`);
      parsed.action = value;
    } else if (key === 'actor' || key === 'post') {
      parsed[key] = textFilter(key, value);
    } else {
      refuse(`Cannot filter the activity log by ${quoted(key)}`);
    }
  }
  return parsed;
}

interface Row {
  id: number;
  at: string | Date;
  actor: string | null;
  action: ActivityAction;
  post: string | null;
  post_title: string | null;
  door: string | null;
  detail: string | null;
}

const toEntry = (row: Row): ActivityEntry => ({
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  actor: row.actor,
  action: row.action,
  post: row.post,
  postTitle: row.post_title,
  door: row.door,
  detail: row.detail,
});

/** The ids keep the order of writing, so the newest is the highest. */
export async function listActivity(
  strapi: Core.Strapi,
  query: ActivityQuery,
): Promise<{ entries: ActivityEntry[]; total: number }> {
  const matching = () => {
    const rows = activityTable(strapi);
    if (query.action) rows.where('action', query.action);
    if (query.actor) rows.where('actor', query.actor);
    if (query.post) rows.where('post', query.post);
    return rows;
  };
  const [rows, count] = await Promise.all([
    matching().select('*').orderBy('id', query.order).offset(query.range.start).limit(query.range.limit),
    matching().count({ total: '*' }).first(),
  ]);
  return { entries: (rows as Row[]).map(toEntry), total: Number((count as { total: number | string } | undefined)?.total ?? 0) };
}

export async function pruneActivity(strapi: Core.Strapi, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  return activityTable(strapi).where('at', '<', cutoff).delete();
}
