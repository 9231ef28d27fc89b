import type { Core } from '@strapi/strapi';

/** The activity log's table: written only by `recordActivity`, read only by the admin list, pruned only by age. */
export const ACTIVITY_TABLE = 'activity_entries';

/**
 * Creates the table and its indexes where missing; run on every start (decision 042). A table of our
 * own rather than a Strapi content type, so no Strapi route (REST, the panel's content manager) can
 * edit or delete an entry. Each filter has an index that also keeps the newest-first order.
 */
export async function ensureActivityTable(strapi: Core.Strapi): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    // Two CMS replicas starting together take turns here.
    if (strapi.db.config.connection.client === 'postgres') {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [ACTIVITY_TABLE]);
    }
    const schema = strapi.db.getSchemaConnection(trx);
    if (await schema.hasTable(ACTIVITY_TABLE)) return;
    await strapi.db.getSchemaConnection(trx).createTable(ACTIVITY_TABLE, (table) => {
      table.increments('id');
      table.timestamp('at', { useTz: true }).notNullable();
      table.string('actor', 255);
      table.string('action', 40).notNullable();
      table.string('post', 255);
      table.string('post_title', 255);
      table.string('door', 40);
      table.text('detail');
      table.index(['at'], 'activity_entries_at');
      table.index(['actor', 'id'], 'activity_entries_actor');
      table.index(['action', 'id'], 'activity_entries_action');
      table.index(['post', 'id'], 'activity_entries_post');
    });
  });
}

/** The table, for reads. */
export const activityTable = (strapi: Core.Strapi) => strapi.db.getConnection(ACTIVITY_TABLE);
