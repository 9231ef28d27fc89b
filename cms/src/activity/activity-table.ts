import type { Core } from '@strapi/strapi';
import { ensureOwnTables } from '../database/own-tables';

export const ACTIVITY_TABLE = 'activity_entries';

/** Our own table, not a content type, so no Strapi route can edit or delete an entry (decision 042). */
export const ensureActivityTable = (strapi: Core.Strapi) =>
  ensureOwnTables(strapi, {
    [ACTIVITY_TABLE]: (table) => {
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
    },
  });

export const activityTable = (strapi: Core.Strapi) => strapi.db.getConnection(ACTIVITY_TABLE);
