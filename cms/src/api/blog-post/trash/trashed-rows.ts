import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../../../content-types';

/** Both rows are marked, so any query leaves them out without a join; the Trash is small, so `NOT IN` is cheap (decision 040). */
export function trashedRowIds(strapi: Core.Strapi): Knex.QueryBuilder {
  const { rows, column } = rawTable(strapi, BLOG_POST_UID);
  return rows().select('id').whereNotNull(column('trashedAt'));
}
