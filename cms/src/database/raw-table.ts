import type { Core, UID } from '@strapi/strapi';

/**
 * A content type's table for the queries Strapi's query engine cannot express (the admin list's
 * SQL, indexes and search tables, a distinct list, back-dating rows): its name, its rows, and the
 * column name of each attribute (`postType` is `post_type`). The one place that reads them.
 */
export function rawTable(strapi: Core.Strapi, uid: UID.Schema) {
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  const schema = databaseSchema(strapi);
  return {
    tableName,
    /** The name as a raw query's `??` binding takes it: qualified by the schema when one is set. */
    qualifiedName: schema ? `${schema}.${tableName}` : tableName,
    column(attribute: string): string {
      if (!Object.hasOwn(attributes, attribute)) throw new Error(`${uid} has no attribute "${attribute}"`);
      return (attributes[attribute] as { columnName?: string }).columnName ?? attribute;
    },
    // getConnection, not connection: it honours DATABASE_SCHEMA on PostgreSQL.
    rows: () => strapi.db.getConnection(tableName),
  };
}

/** PostgreSQL's DATABASE_SCHEMA, where the tables and their indexes live; undefined on SQLite. */
export function databaseSchema(strapi: Core.Strapi): string | undefined {
  return strapi.db.config.connection.client === 'postgres' ? strapi.db.getSchemaName() : undefined;
}
