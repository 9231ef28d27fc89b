import type { Core, UID } from '@strapi/strapi';
import { COMMENT_UID } from '../content-types';
import { REVISION_UID } from '../content-types';
import { databaseSchema, rawTable } from './raw-table';

/** Reads of one post's rows that Strapi does not index itself. */
const READ_INDEXES: { uid: UID.Schema; name: string; attributes: string[] }[] = [
  { uid: REVISION_UID, name: 'post_language_created_idx', attributes: ['post', 'language', 'createdAt'] },
  { uid: COMMENT_UID as UID.Schema, name: 'post_status_created_idx', attributes: ['post', 'status', 'createdAt'] },
];

export async function ensureReadIndexes(strapi: Core.Strapi) {
  const schema = databaseSchema(strapi);
  for (const { uid, name, attributes } of READ_INDEXES) {
    const { tableName, column } = rawTable(strapi, uid);
    const table = schema ? `"${schema}"."${tableName}"` : tableName;
    const columns = [...attributes.map(column), 'id'].join(', ');
    await strapi.db.connection.raw(`CREATE INDEX IF NOT EXISTS ${tableName}_${name} ON ${table} (${columns})`);
  }
}
