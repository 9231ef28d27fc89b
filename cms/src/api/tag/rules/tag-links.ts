import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../../../content-types';
import { TAG_UID } from '../../../content-types';

/** Strapi's join table for the post's `tags` relation, for what the query engine cannot say in one statement. */
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

/** A tag on more post rows than this is common enough that walking the newest stories meets its posts soon. */
const FEW_TAGGED_ROWS = 500;

/** Undefined past a few hundred rows; Strapi's own filter walks every story on SQLite (250 ms at 100,000; decision 075). */
export async function rowsOfRareTags(strapi: Core.Strapi, slugs: string[]): Promise<number[] | undefined> {
  const links = tagLinks(strapi);
  const tag = rawTable(strapi, TAG_UID);
  const rows: { post: number }[] = await links
    .rows()
    .join(tag.tableName, `${tag.tableName}.id`, `${links.table}.${links.tag}`)
    .whereIn(`${tag.tableName}.${tag.column('slug')}`, slugs)
    .distinct({ post: `${links.table}.${links.post}` })
    .limit(FEW_TAGGED_ROWS + 1);
  return rows.length > FEW_TAGGED_ROWS ? undefined : rows.map((row) => row.post);
}

/** Readers see no other tag (decision 057); probing each tag costs by tags, not stories (a join: 80 ms at 100,000). */
export function tagsOfLiveStories(strapi: Core.Strapi): Knex.QueryBuilder {
  const links = tagLinks(strapi);
  const posts = rawTable(strapi, BLOG_POST_UID);
  const tag = rawTable(strapi, TAG_UID);
  const liveStory = links
    .rows()
    .select(strapi.db.connection.raw('1'))
    .join(posts.tableName, `${posts.tableName}.id`, `${links.table}.${links.post}`)
    .whereRaw('?? = ??', [`${links.table}.${links.tag}`, 'tagged.id'])
    .whereNotNull(`${posts.tableName}.${posts.column('publishedAt')}`)
    .whereNull(`${posts.tableName}.${posts.column('trashedAt')}`);
  return strapi.db.getConnection(`${tag.tableName} as tagged`).select('tagged.id').whereExists(liveStory);
}
