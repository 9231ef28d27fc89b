import { errors } from '@strapi/utils';
import { isPostStatus, type PostStatus } from '@journey-canvas/shared';

/**
 * ra-data-simple-rest's list dialect: `sort=["title","ASC"]`, `range=[0,24]`,
 * `filter={"q":"kyoto","postType":"guide","id":["a","b"]}` in; `Content-Range: posts 0-24/319`
 * out (the records are shaped by records.ts). Pure functions, so they are tested without a server.
 */

export const SORTABLE_FIELDS: Record<string, string> = {
  id: 'createdAt',
  title: 'title',
  author: 'author',
  postType: 'postType',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  scheduledAt: 'scheduledAt',
};

/** Field filters: a post matches when its value is one of the listed ones. */
export interface ListFilters {
  postType?: string[];
  documentId?: string[];
}

export interface ListQuery {
  sort: { field: string; order: 'asc' | 'desc' };
  range: { start: number; limit: number };
  filters: ListFilters;
  /** `filter.q`, trimmed: matched against title or author, case-insensitively (see list-search.ts). */
  search?: string;
  /** `filter.status`: only drafts, scheduled or published posts. */
  status?: PostStatus;
}

const DEFAULT_RANGE = { start: 0, limit: 25 };
const MAX_PAGE = 100;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new errors.ValidationError(`Query parameter "${name}" must be given once, as JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new errors.ValidationError(`Query parameter "${name}" is not valid JSON`);
  }
}

function parseSort(raw: unknown): ListQuery['sort'] {
  const value = parseJson('sort', raw) ?? ['createdAt', 'DESC'];
  const [field, order] = Array.isArray(value) ? value : [];
  const column = typeof field === 'string' ? SORTABLE_FIELDS[field] : undefined;
  if (!column) throw new errors.ValidationError(`Cannot sort by "${String(field)}"`);
  if (order !== 'ASC' && order !== 'DESC') throw new errors.ValidationError('Sort order must be ASC or DESC');
  return { field: column, order: order === 'ASC' ? 'asc' : 'desc' };
}

function parseRange(raw: unknown): ListQuery['range'] {
  const value = parseJson('range', raw);
  if (value === undefined) return DEFAULT_RANGE;
  const [start, end] = Array.isArray(value) ? value : [];
  // Safe integers only: a larger one is not what was typed, and the database's offset cannot hold it.
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new errors.ValidationError('Range must be [start, end]: whole numbers with 0 <= start <= end');
  }
  return { start, limit: Math.min(end - start + 1, MAX_PAGE) };
}

/**
 * A filter's text values. The list's SQL binds them itself (decision 025), past the Document
 * Service's query-value checks, so a NUL, which no database text holds, is refused here.
 */
function textCriteria(key: string, criterion: unknown): string[] {
  const values = [criterion].flat().map(String);
  if (values.some((value) => value.includes('\0'))) throw new errors.ValidationError(`Invalid value in the filter at ${key}`);
  return values;
}

function parseFilter(raw: unknown): Pick<ListQuery, 'filters' | 'search' | 'status'> {
  const value = parseJson('filter', raw) ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new errors.ValidationError('Filter must be a JSON object');
  }
  const filters: ListFilters = {};
  let search: string | undefined;
  let status: PostStatus | undefined;
  for (const [key, criterion] of Object.entries(value)) {
    if (criterion === undefined || criterion === null || criterion === '') continue;
    if (key === 'status') {
      if (!isPostStatus(criterion)) throw new errors.ValidationError(`Cannot filter by status "${String(criterion)}"`);
      status = criterion;
    } else if (key === 'q') {
      search = String(criterion).trim() || undefined;
      // No database text holds a NUL, and SQLite's full-text search fails on one.
      if (search?.includes('\0')) throw new errors.ValidationError('Search text cannot contain a NUL character');
    } else if (key === 'postType') {
      filters.postType = textCriteria(key, criterion);
    } else if (key === 'id') {
      filters.documentId = textCriteria(key, criterion);
    } else {
      throw new errors.ValidationError(`Cannot filter by "${key}"`);
    }
  }
  return { filters, search, status };
}

export function parseListQuery(query: Record<string, unknown>): ListQuery {
  return { sort: parseSort(query.sort), range: parseRange(query.range), ...parseFilter(query.filter) };
}

/** `posts 0-24/319`, the header react-admin reads the total from. */
export function contentRange(range: ListQuery['range'], count: number, total: number): string {
  const end = count === 0 ? range.start : range.start + count - 1;
  return `posts ${range.start}-${end}/${total}`;
}
