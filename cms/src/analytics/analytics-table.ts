import type { Core } from '@strapi/strapi';

export const ANALYTICS_TABLE = 'analytics_counts';

/** Our own table of sums (decision 101): rows are added to, never listed or edited through a content API. */
export async function ensureAnalyticsTable(strapi: Core.Strapi): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    // Two replicas starting together take turns.
    if (strapi.db.config.connection.client === 'postgres') {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [ANALYTICS_TABLE]);
    }
    const schema = strapi.db.getSchemaConnection(trx);
    if (await schema.hasTable(ANALYTICS_TABLE)) return;
    await schema.createTable(ANALYTICS_TABLE, (table) => {
      table.string('kind', 20).notNullable();
      // A UTC day (2026-11-30), or an hour (2026-11-30T14) for the site's totals.
      table.string('period', 13).notNullable();
      table.string('key', 500).notNullable();
      table.bigInteger('views').notNullable().defaultTo(0);
      table.bigInteger('visitors').notNullable().defaultTo(0);
      table.primary(['kind', 'period', 'key']);
      // One story's days: its figures, and Blog Management's views of the last 30 days.
      table.index(['kind', 'key', 'period'], 'analytics_counts_key');
    });
  });
}

export const analyticsTable = (strapi: Core.Strapi) => strapi.db.getConnection(ANALYTICS_TABLE);
