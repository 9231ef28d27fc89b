import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * Our own tables, not content types, so no Strapi route can change them (the activity log, the
 * newsletter's records, analytics' sums): each made once, if missing. Two replicas starting
 * together take turns on PostgreSQL.
 */
export async function ensureOwnTables(
  strapi: Core.Strapi,
  tables: Record<string, (table: Knex.CreateTableBuilder) => void>,
): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    if (strapi.db.config.connection.client === 'postgres') {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [Object.keys(tables)[0]]);
    }
    const schema = () => strapi.db.getSchemaConnection(trx);
    for (const [name, build] of Object.entries(tables)) {
      if (!(await schema().hasTable(name))) await schema().createTable(name, build);
    }
  });
}
