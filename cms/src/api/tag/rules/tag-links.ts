import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../../../content-types';
import { TAG_UID } from '../../../content-types';

/**
 * The table that links posts (every version's row) to their tags: Strapi's join table for the
 * post's `tags` relation, read from its metadata, for what the query engine cannot say in one
 * statement (counts per tag, a merge's move of every link, the posts of a rare tag, the tags of live stories).
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

/**
 * Tags linked to at most this many post rows are read through the link table; a tag on more posts
 * than this is common enough that walking the newest stories meets its posts soon.
 */
const FEW_TAGGED_ROWS = 500;

/**
 * The ids of the post rows (drafts and live versions) linked to any of these tags, or undefined
 * when there are more than a few hundred (decision 075). Strapi writes a filter on the tags
 * relation as a LEFT JOIN from the posts, which SQLite answers by walking every story, newest
 * first, until enough match: about 250 ms at 100,000 stories for a tag on a handful of them.
 * Filtering by these ids instead reads only the tag's own rows.
 */
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

/**
 * The ids of the tags a live story outside the Trash carries, as a subquery for a filter on a tag's
 * `id`: readers see no other tag (decision 057), whose page would be a 404. Each tag is probed
 * through the link table's index on the tag until its first live story, so the cost grows with the
 * number of tags (a few milliseconds for thousands), not with the stories: a plain join over the
 * links of every live story took some 80 ms at 100,000 stories on SQLite.
 */
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
