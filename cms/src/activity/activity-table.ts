import type { Core } from '@strapi/strapi';

export const ACTIVITY_TABLE = 'activity_entries';

/** Our own table, not a content type, so no Strapi route can edit or delete an entry (decision 042). */
export async function ensureActivityTable(strapi: Core.Strapi): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    // Two replicas starting together take turns.
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

export const activityTable = (strapi: Core.Strapi) => strapi.db.getConnection(ACTIVITY_TABLE);
