import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../../../content-types';

/**
 * The rows of posts in the Trash (decision 040): `trashedAt` is set on both of a post's rows, its
 * draft and its live version, so any query can leave them out without a join; their slug is moved
 * to `trashedSlug`, which frees the address for another post. The Trash is small,
 * and a partial index (post-indexes.ts) holds exactly these rows, so `id NOT IN (trashed ids)`
 * costs the lists little and keeps their index-only walks (every row index carries the id).
 */
export function trashedRowIds(strapi: Core.Strapi): Knex.QueryBuilder {
  const { rows, column } = rawTable(strapi, BLOG_POST_UID);
  return rows().select('id').whereNotNull(column('trashedAt'));
}
