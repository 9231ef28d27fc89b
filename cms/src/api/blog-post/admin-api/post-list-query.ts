import { ADMIN_LIST_MAX_ROWS, isListStatus, type ListStatus } from '@journey-canvas/shared';
import { parseJson, parseRange, quoted, refuse, type ListRange } from '../../../admin-api/list-params';

/** ra-data-simple-rest's list dialect (`sort=["title","ASC"]`, `range=[0,24]`, `filter={...}`), as pure functions. */

/** react-admin's field names and the attribute each one sorts. */
export const SORTABLE_FIELDS: ReadonlyMap<string, string> = new Map([
  ['id', 'createdAt'],
  ['title', 'title'],
  ['author', 'author'],
  ['postType', 'postType'],
  ['createdAt', 'createdAt'],
  ['updatedAt', 'updatedAt'],
  ['scheduledAt', 'scheduledAt'],
  // Of the last 30 days (decision 101).
  ['views', 'views'],
]);

export interface ListFilters {
  postType?: string[];
  documentId?: string[];
  /** Set by the controller for roles that see only their own (decision 045), never by the request. */
  owner?: string;
}

export interface ListQuery {
  sort: { field: string; order: 'asc' | 'desc' };
  range: ListRange;
  filters: ListFilters;
  search?: string;
  /** The Trash is left out of every other list. */
  status?: ListStatus;
  /** The language listed (decision 100); the controller checks it is one of the site's. */
  locale: string;
}

/** As the request wrote it: the language only where it named one. */
export type ListRequest = Omit<ListQuery, 'locale'> & { locale?: string };

const DEFAULT_RANGE = { start: 0, limit: 25 };

function parseSort(raw: unknown): ListQuery['sort'] {
  const value = parseJson('sort', raw) ?? ['createdAt', 'DESC'];
  const [field, order] = Array.isArray(value) ? value : [];
  // A Map, not an object: `__proto__` or `constructor` must not find what objects inherit.
  const column = typeof field === 'string' ? SORTABLE_FIELDS.get(field) : undefined;
  if (!column) refuse(`Cannot sort by ${quoted(field)}`);
  if (order !== 'ASC' && order !== 'DESC') refuse('Sort order must be ASC or DESC');
  return { field: column, order: order === 'ASC' ? 'asc' : 'desc' };
}

/** The list's SQL binds these past the Document Service's checks (decision 025), so a NUL is refused here. */
function textCriteria(key: string, criterion: unknown): string[] {
  const values: unknown[] = Array.isArray(criterion) ? criterion : [criterion];
  if (values.length > ADMIN_LIST_MAX_ROWS) refuse(`The filter at ${key} lists at most ${ADMIN_LIST_MAX_ROWS} values`);
  return values.map((value) => {
    if ((typeof value !== 'string' && typeof value !== 'number') || String(value).includes('\0')) {
      refuse(`Invalid value in the filter at ${key}`);
    }
    return String(value);
  });
}

function parseFilter(raw: unknown): Pick<ListQuery, 'filters' | 'search' | 'status'> & { locale?: string } {
  const value = parseJson('filter', raw) ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse('Filter must be a JSON object');
  const filters: ListFilters = {};
  let search: string | undefined;
  let status: ListStatus | undefined;
  let locale: string | undefined;
  for (const [key, criterion] of Object.entries(value)) {
    if (criterion === undefined || criterion === null || criterion === '') continue;
    if (key === 'status') {
      if (!isListStatus(criterion)) refuse(`Cannot filter by status ${quoted(criterion)}`);
      status = criterion;
    } else if (key === 'q') {
      if (typeof criterion !== 'string') refuse('Search text (filter q) must be text');
      search = criterion.trim() || undefined;
      // No database text holds a NUL, and SQLite's full-text search fails on one.
      if (search?.includes('\0')) refuse('Search text cannot contain a NUL character');
    } else if (key === 'locale') {
      if (typeof criterion !== 'string') refuse('Language (filter locale) must be a language code');
      locale = criterion;
    } else if (key === 'postType') {
      filters.postType = textCriteria(key, criterion);
    } else if (key === 'id') {
      filters.documentId = textCriteria(key, criterion);
    } else {
      refuse(`Cannot filter by ${quoted(key)}`);
    }
  }
  return { filters, search, status, locale };
}

/** A getMany (`filter.id` and no range) gets every post it names. */
export function parseListQuery(query: Record<string, unknown>): ListRequest {
  const sort = parseSort(query.sort);
  const range = parseRange(query.range);
  const filter = parseFilter(query.filter);
  const ids = filter.filters.documentId?.length ?? 0;
  return { sort, range: range ?? { ...DEFAULT_RANGE, limit: Math.max(DEFAULT_RANGE.limit, ids) }, ...filter };
}
