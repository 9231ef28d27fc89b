import type { Core, UID } from '@strapi/strapi';

/**
 * A content type's table for the few queries Strapi's query engine cannot express (a distinct list,
 * back-dating rows): its rows, and the column name of each attribute (`postType` is `post_type`).
 */
export function rawTable(strapi: Core.Strapi, uid: UID.Schema) {
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  return {
    tableName,
    column: (attribute: string) => (attributes[attribute] as { columnName?: string }).columnName ?? attribute,
    // getConnection, not connection: it honours DATABASE_SCHEMA on PostgreSQL.
    rows: () => strapi.db.getConnection(tableName),
  };
}
