import type { Core } from '@strapi/strapi';
import { REVISION_UID } from '../content-types';
import { rawTable } from '../database/raw-table';

/** Linked to any entry or named by a revision or autosave: the Trash and the History promise to keep them (decision 077). */
export async function fileInUse(strapi: Core.Strapi, fileId: number): Promise<boolean> {
  const file = (await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId }, populate: { related: true } })) as {
    related?: unknown[];
  } | null;
  if (file?.related?.length) return true;
  return savedVersionsName(strapi, fileId);
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
