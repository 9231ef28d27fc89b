import type { Core } from '@strapi/strapi';
import { rawTable } from '../../../database/raw-table';
import { REVISION_UID } from '../content-types/uids';

/**
 * The index a post's History reads by (its revisions, newest first) and the recorder counts and
 * prunes by. Created on every start when missing, on both databases.
 */
export async function ensureRevisionIndex(strapi: Core.Strapi) {
  const { tableName, column } = rawTable(strapi, REVISION_UID);
  const schema = strapi.db.config.connection.client === 'postgres' ? strapi.db.getSchemaName() : undefined;
  const table = schema ? `"${schema}"."${tableName}"` : tableName;
  await strapi.db.connection.raw(
    `CREATE INDEX IF NOT EXISTS ${tableName}_post_created_idx ON ${table} (${column('post')}, ${column('createdAt')}, id)`,
  );
}
