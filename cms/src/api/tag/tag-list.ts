import type { Core } from '@strapi/strapi';
import type { TagRecord } from '@journey-canvas/shared';
import { parseJson, parseRange, quoted, refuse } from '../../admin-api/list-params';
import { rawTable } from '../../database/raw-table';
import { BLOG_POST_UID } from '../../content-types';
import { TAG_UID } from '../../content-types';
import { tagLinks } from './rules/tag-links';

/** The admin's tags, for the post form's suggestions and the Editors' tag list. */
export interface TagQuery {
  search?: string;
  ids?: string[];
  sort: 'name' | 'posts';
  order: 'asc' | 'desc';
  range: { start: number; limit: number };
}

export function parseTagQuery(query: Record<string, unknown>): TagQuery {
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) refuse('Filter must be a JSON object');
  const { q, id, ...others } = filter as Record<string, unknown>;
  const unknown = Object.keys(others)[0];
  if (unknown !== undefined) refuse(`Cannot filter by ${quoted(unknown)}`);
  if (q !== undefined && q !== null && (typeof q !== 'string' || q.includes('\0'))) refuse('Search text (filter q) must be text');
  const ids = id === undefined ? undefined : Array.isArray(id) ? id : [id];
  if (ids && !ids.every((value) => typeof value === 'string' && !value.includes('\0')))
    refuse('Invalid value in the filter at id');
  const [field, order] = (parseJson('sort', query.sort) as unknown[] | undefined) ?? ['posts', 'DESC'];
  if (field !== 'name' && field !== 'posts') refuse(`Cannot sort by ${quoted(field)}`);
  if (order !== 'ASC' && order !== 'DESC') refuse('Sort order must be ASC or DESC');
  return {
    search: typeof q === 'string' && q.trim() ? q.trim() : undefined,
    ids: ids as string[] | undefined,
    sort: field,
    order: order === 'ASC' ? 'asc' : 'desc',
    range: parseRange(query.range, 'tags') ?? { start: 0, limit: ids ? Math.max(25, ids.length) : 25 },
  };
}

export async function listTags(strapi: Core.Strapi, query: TagQuery): Promise<{ records: TagRecord[]; total: number }> {
  const tags = rawTable(strapi, TAG_UID);
  const posts = rawTable(strapi, BLOG_POST_UID);
  const links = tagLinks(strapi);
  const knex = strapi.db.connection;
  const matching = () => {
    const rows = tags.rows();
    if (query.search)
      rows.whereRaw('lower(??) like ?', [tags.column('name'), `%${query.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`]);
    if (query.ids) rows.whereIn(tags.column('documentId'), query.ids);
    return rows;
  };
  // Distinct posts, as a post's draft and live rows are both linked.
  const counts = knex(links.table)
    .join(posts.tableName, `${posts.tableName}.id`, `${links.table}.${links.post}`)
    .groupBy(`${links.table}.${links.tag}`)
    .select({ tag: `${links.table}.${links.tag}` })
    .countDistinct({ posts: `${posts.tableName}.${posts.column('documentId')}` })
    .as('counts');
  const [rows, [{ total }]] = await Promise.all([
    matching()
      .leftJoin(counts, 'counts.tag', `${tags.tableName}.id`)
      .select({
        id: `${tags.tableName}.${tags.column('documentId')}`,
        name: `${tags.tableName}.${tags.column('name')}`,
        slug: `${tags.tableName}.${tags.column('slug')}`,
        posts: knex.raw('coalesce(counts.posts, 0)'),
      })
      .orderBy(query.sort === 'name' ? `${tags.tableName}.${tags.column('name')}` : 'posts', query.order)
      .orderBy(`${tags.tableName}.${tags.column('name')}`, 'asc')
      .offset(query.range.start)
      .limit(query.range.limit),
    matching().count({ total: '*' }) as unknown as Promise<[{ total: string }]>,
  ]);
  return {
    records: (rows as TagRecord[]).map((row) => ({ ...row, posts: Number(row.posts) })),
    total: Number(total),
  };
}
