import { contentRange, parseJson, parseRange, refuse } from '../../../admin-api/list-params';

/**
 * The revision list's query in ra-data-simple-rest's dialect: `filter={"post":"<documentId>"}`
 * (required: a history is one post's), `sort=["createdAt","DESC"]`, `range=[0,24]`; and a
 * revision's id in a path. Pure functions.
 */
export interface RevisionListQuery {
  post: string;
  order: 'asc' | 'desc';
  start: number;
  limit: number;
}

/** The most characters a post's documentId may have here; Strapi's are 24. */
const DOCUMENT_ID_MAX = 64;
const DEFAULT_LIMIT = 25;

/** A post's documentId as a filter or a body names it: letters and digits only, so nothing odd reaches a query. */
export function parsePostId(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.length > DOCUMENT_ID_MAX || !/^[A-Za-z0-9]+$/.test(value)) {
    refuse(`${where} must be a post's id`);
  }
  return value;
}

export function parseRevisionListQuery(query: Record<string, unknown>): RevisionListQuery {
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) refuse('Filter must be a JSON object');
  const { post, ...others } = filter as Record<string, unknown>;
  const unknown = Object.keys(others)[0];
  if (unknown !== undefined) refuse(`Cannot filter revisions by ${JSON.stringify(unknown).slice(0, 40)}`);
  if (post === undefined) refuse('A revision list needs the post: filter {"post":"<id>"}');

  const [field, direction] = (parseJson('sort', query.sort) as unknown[] | undefined) ?? ['createdAt', 'DESC'];
  if (field !== 'createdAt' && field !== 'id') refuse('Revisions sort by createdAt only');
  if (direction !== 'ASC' && direction !== 'DESC') refuse('Sort order must be ASC or DESC');

  const { start, limit } = parseRange(query.range, 'revisions') ?? { start: 0, limit: DEFAULT_LIMIT };
  return { post: parsePostId(post, 'filter.post'), order: direction === 'ASC' ? 'asc' : 'desc', start, limit };
}

/** The largest id the revisions' integer column holds. */
const MAX_ID = 2 ** 31 - 1;

/** A revision's id from a path: a whole number from 1 up, as written (no sign, exponent or leading zero). */
export function parseRevisionId(raw: unknown): number {
  const id = typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= MAX_ID)) refuse('A revision id is a whole number from 1');
  return id;
}

/** `revisions 0-9/42`, the header react-admin reads the total from. */
export const revisionRange = (start: number, count: number, total: number) =>
  contentRange({ start, limit: count }, count, total, 'revisions');
