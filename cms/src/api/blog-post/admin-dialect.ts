import { errors } from '@strapi/utils';

/**
 * ra-data-simple-rest's dialect, read and written: `sort=["title","ASC"]`, `range=[0,24]`,
 * `filter={"q":"kyoto","postType":"guide","id":["a","b"]}` in; a JSON array and
 * `Content-Range: posts 0-24/319` out. Pure functions, so they are tested without a server.
 */

export const SORTABLE_FIELDS: Record<string, string> = {
  id: 'createdAt',
  title: 'title',
  author: 'author',
  postType: 'postType',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  publishedAt: 'publishedAt',
};

export interface ListQuery {
  sort: { field: string; order: 'asc' | 'desc' };
  range: { start: number; limit: number };
  filters: Record<string, unknown>;
  /** `filter.q`, trimmed: matched against title or author, case-insensitively (see post-search.ts). */
  search?: string;
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

function parseFilter(raw: unknown): Pick<ListQuery, 'filters' | 'search'> {
  const value = parseJson('filter', raw) ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new errors.ValidationError('Filter must be a JSON object');
  }
  const filters: Record<string, unknown>[] = [];
  let search: string | undefined;
  for (const [key, criterion] of Object.entries(value)) {
    if (criterion === undefined || criterion === null || criterion === '') continue;
    if (key === 'q') {
      search = String(criterion).trim() || undefined;
    } else if (key === 'postType') {
      filters.push({ postType: { $in: [criterion].flat().map(String) } });
    } else if (key === 'id') {
      filters.push({ documentId: { $in: [criterion].flat().map(String) } });
    } else {
      throw new errors.ValidationError(`Cannot filter by "${key}"`);
    }
  }
  return { filters: filters.length > 0 ? { $and: filters } : {}, search };
}

export function parseListQuery(query: Record<string, unknown>): ListQuery {
  return { sort: parseSort(query.sort), range: parseRange(query.range), ...parseFilter(query.filter) };
}

/** `posts 0-24/319`, the header react-admin reads the total from. */
export function contentRange(range: ListQuery['range'], count: number, total: number): string {
  const end = count === 0 ? range.start : range.start + count - 1;
  return `posts ${range.start}-${end}/${total}`;
}

interface StoredFile {
  id: number;
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  mime?: string;
  formats?: Record<string, { url: string; width: number; height: number; mime?: string }> | null;
}

function toImage(file: StoredFile) {
  const formats = Object.fromEntries(
    Object.entries(file.formats ?? {}).map(([name, format]) => [
      name,
      { url: format.url, width: format.width, height: format.height, mime: format.mime },
    ]),
  );
  return {
    id: file.id,
    url: file.url,
    alternativeText: file.alternativeText ?? null,
    width: file.width ?? null,
    height: file.height ?? null,
    mime: file.mime,
    formats,
  };
}

/** A stored post as react-admin receives it: `id` is the documentId; the first image is featured. */
export function toRecord(document: Record<string, unknown>) {
  const images = ((document.images as StoredFile[] | null) ?? []).map(toImage);
  return {
    id: document.documentId as string,
    title: document.title,
    slug: document.slug,
    content: document.content,
    author: document.author,
    postType: document.postType,
    metaTitle: document.metaTitle,
    metaDescription: document.metaDescription,
    createdByAdmin: document.createdByAdmin,
    images,
    featuredImage: images[0] ?? null,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    publishedAt: document.publishedAt,
  };
}
