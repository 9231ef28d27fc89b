import type { Core } from '@strapi/strapi';
import { ensureOwnTables } from '../database/own-tables';

export const ANALYTICS_TABLE = 'analytics_counts';

/** Our own table of sums (decision 101): rows are added to, never listed or edited through a content API. */
export const ensureAnalyticsTable = (strapi: Core.Strapi) =>
  ensureOwnTables(strapi, {
    [ANALYTICS_TABLE]: (table) => {
      table.string('kind', 20).notNullable();
      // A UTC day (2026-11-30), or an hour (2026-11-30T14) for the site's totals.
      table.string('period', 13).notNullable();
      table.string('key', 500).notNullable();
      table.bigInteger('views').notNullable().defaultTo(0);
      table.bigInteger('visitors').notNullable().defaultTo(0);
      table.primary(['kind', 'period', 'key']);
      // One story's days: its figures, and Blog Management's views of the last 30 days.
      table.index(['kind', 'key', 'period'], 'analytics_counts_key');
    },
  });

export const analyticsTable = (strapi: Core.Strapi) => strapi.db.getConnection(ANALYTICS_TABLE);
