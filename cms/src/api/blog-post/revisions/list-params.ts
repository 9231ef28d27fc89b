import { contentRange, parseJson, parseRange, refuse } from '../../../admin-api/list-params';

/** The revision list's query in ra-data-simple-rest's dialect; `filter.post` is required, as a history is one post's, in one language. */
export interface RevisionListQuery {
  post: string;
  /** `filter.locale`, checked by the controller; none is the default language. */
  locale?: string;
  order: 'asc' | 'desc';
  start: number;
  limit: number;
}

/** Strapi's documentIds are 24 characters. */
const DOCUMENT_ID_MAX = 64;
const DEFAULT_LIMIT = 25;

/** Letters and digits only, so nothing odd reaches a query. */
export function parsePostId(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.length > DOCUMENT_ID_MAX || !/^[A-Za-z0-9]+$/.test(value)) {
    refuse(`${where} must be a post's id`);
  }
  return value;
}

export function parseRevisionListQuery(query: Record<string, unknown>): RevisionListQuery {
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) refuse('Filter must be a JSON object');
  const { post, locale, ...others } = filter as Record<string, unknown>;
  if (locale !== undefined && typeof locale !== 'string') refuse('Language (filter locale) must be a language code');
  const unknown = Object.keys(others)[0];
  if (unknown !== undefined) refuse(`Cannot filter revisions by ${JSON.stringify(unknown).slice(0, 40)}`);
  if (post === undefined) refuse('A revision list needs the post: filter {"post":"<id>"}');

  const [field, direction] = (parseJson('sort', query.sort) as unknown[] | undefined) ?? ['createdAt', 'DESC'];
  if (field !== 'createdAt' && field !== 'id') refuse('Revisions sort by createdAt only');
  if (direction !== 'ASC' && direction !== 'DESC') refuse('Sort order must be ASC or DESC');

  const { start, limit } = parseRange(query.range, 'revisions') ?? { start: 0, limit: DEFAULT_LIMIT };
  return { post: parsePostId(post, 'filter.post'), locale, order: direction === 'ASC' ? 'asc' : 'desc', start, limit };
}

/** The revisions' id column is a 32-bit integer. */
const MAX_ID = 2 ** 31 - 1;

export function parseRevisionId(raw: unknown): number {
  const id = typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= MAX_ID)) refuse('A revision id is a whole number from 1');
  return id;
}

export const revisionRange = (start: number, count: number, total: number) =>
  contentRange({ start, limit: count }, count, total, 'revisions');
