import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID, REVISION_UID } from '../content-types';
import { rawTable } from '../database/raw-table';

interface StoredFile {
  url?: string;
  formats?: Record<string, { url?: string }> | null;
  related?: unknown[];
}

/**
 * Linked to any entry, named by a revision or autosave, or written into a story's text (decision
 * 077): the Trash and the History promise to keep them, and a story must not lose a picture.
 */
export async function fileInUse(strapi: Core.Strapi, fileId: number): Promise<boolean> {
  const file = (await strapi.db
    .query('plugin::upload.file')
    .findOne({ where: { id: fileId }, populate: { related: true } })) as StoredFile | null;
  if (file?.related?.length) return true;
  return (await savedVersionsName(strapi, fileId)) || (file !== null && (await storiesWrite(strapi, file)));
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The file or one of its formats in any story's text (draft, live or trashed) or in a revision of one. */
async function storiesWrite(strapi: Core.Strapi, file: StoredFile): Promise<boolean> {
  const addresses = [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)].filter((url): url is string =>
    Boolean(url),
  );
  if (addresses.length === 0) return false;
  const posts = rawTable(strapi, BLOG_POST_UID);
  const revisions = rawTable(strapi, REVISION_UID);
  const writing = (table: typeof posts, column: string) =>
    table
      .rows()
      .where((rows) => {
        for (const url of addresses) rows.orWhereRaw(`cast(?? as text) like ? escape '\\'`, [column, likeText(url)]);
      })
      .first('id');
  const [post, revision] = await Promise.all([
    writing(posts, posts.column('content')),
    writing(revisions, revisions.column('fields')),
  ]);
  return Boolean(post ?? revision);
}

/** Images as `[{ id, ... }]`, the route as a file id. */
async function savedVersionsName(strapi: Core.Strapi, fileId: number): Promise<boolean> {
  const { rows, column } = rawTable(strapi, REVISION_UID);
  const fields = column('fields');
  const naming =
    strapi.db.config.connection.client === 'postgres'
      ? rows()
          .whereRaw(`??->'images' @> ?::jsonb`, [fields, JSON.stringify([{ id: fileId }])])
          .orWhereRaw(`??->'route' = to_jsonb(?::int)`, [fields, fileId])
      : rows()
          .whereRaw(`exists (select 1 from json_each(??, '$.images') where json_extract(value, '$.id') = ?)`, [fields, fileId])
          .orWhereRaw(`json_extract(??, '$.route') = ?`, [fields, fileId]);
  return Boolean(await naming.first('id'));
}
