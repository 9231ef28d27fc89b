import { errors } from '@strapi/utils';
import { ADMIN_LIST_MAX_ROWS } from '@journey-canvas/shared';

/** ra-data-simple-rest's list dialect for the admin API (decision 003): `range=[0,24]` in, `Content-Range` out. */

export interface ListRange {
  start: number;
  limit: number;
}

export function refuse(message: string): never {
  throw new errors.ValidationError(message);
}

/** JSON, so control characters are escaped. */
export function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') refuse(`Query parameter "${name}" must be given once, as JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    refuse(`Query parameter "${name}" is not valid JSON`);
  }
}

export function parseRange(raw: unknown, rows = 'posts'): ListRange | undefined {
  const value = parseJson('range', raw);
  if (value === undefined) return undefined;
  const [start, end] = Array.isArray(value) && value.length === 2 ? value : [];
  // A larger integer is not what was typed, and the database's offset cannot hold it.
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    refuse('Range must be [start, end]: whole numbers with 0 <= start <= end');
  }
  const limit = end - start + 1;
  if (limit > ADMIN_LIST_MAX_ROWS) refuse(`Range asks for ${limit} ${rows}; one request reads at most ${ADMIN_LIST_MAX_ROWS}`);
  return { start, limit };
}

/** `posts 0-24/319` */
export function contentRange(range: ListRange, count: number, total: number, rows = 'posts'): string {
  const end = count === 0 ? range.start : range.start + count - 1;
  return `${rows} ${range.start}-${end}/${total}`;
}
