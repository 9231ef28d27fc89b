import type { Core, UID } from '@strapi/strapi';

/** For the queries Strapi's query engine cannot express; the one place that reads table and column names. */
export function rawTable(strapi: Core.Strapi, uid: UID.Schema) {
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  const schema = databaseSchema(strapi);
  return {
    tableName,
    /** For a raw query's `??` binding. */
    qualifiedName: schema ? `${schema}.${tableName}` : tableName,
    column(attribute: string): string {
      if (!Object.hasOwn(attributes, attribute)) throw new Error(`${uid} has no attribute "${attribute}"`);
      return (attributes[attribute] as { columnName?: string }).columnName ?? attribute;
    },
    // getConnection, not connection: it honours DATABASE_SCHEMA on PostgreSQL.
    rows: () => strapi.db.getConnection(tableName),
  };
}

export function databaseSchema(strapi: Core.Strapi): string | undefined {
  return strapi.db.config.connection.client === 'postgres' ? strapi.db.getSchemaName() : undefined;
}
