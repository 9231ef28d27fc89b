import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from '../../blog-post/content-types/uids';

/**
 * The table that links posts (every version's row) to their tags: Strapi's join table for the
 * post's `tags` relation, read from its metadata, for what the query engine cannot say in one
 * statement (counts per tag, a merge's move of every link).
 */
export function tagLinks(strapi: Core.Strapi) {
  const { joinTable } = strapi.db.metadata.get(BLOG_POST_UID).attributes.tags as unknown as {
    joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string }; orderColumnName?: string };
  };
  return {
    table: joinTable.name,
    post: joinTable.joinColumn.name,
    tag: joinTable.inverseJoinColumn.name,
    order: joinTable.orderColumnName,
    rows: () => strapi.db.getConnection(joinTable.name),
  };
}
