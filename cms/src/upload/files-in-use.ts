import type { Core } from '@strapi/strapi';
import { REVISION_UID } from '../content-types';
import { rawTable } from '../database/raw-table';

/**
 * Whether a stored file is still used (decision 077): linked to an entry (either version of a story,
 * one in the Trash, the site settings' share image), or named by a saved version of a story (a
 * revision or an autosave, whose restore needs it). Deleting such a file would lose work that the
 * Trash and the History promise to keep.
 */
export async function fileInUse(strapi: Core.Strapi, fileId: number): Promise<boolean> {
  const file = (await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId }, populate: { related: true } })) as {
    related?: unknown[];
  } | null;
  if (file?.related?.length) return true;
  return savedVersionsName(strapi, fileId);
}

/** A revision's fields hold its images as `[{ id, ... }]` and its route as a file id. */
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
