import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { errors } from '@strapi/utils';
import { STAFF_MESSAGES } from '@journey-canvas/shared';
import { nextCutOff } from './sessions';
import { USER_UID } from './user-fields';

/** Accepted their invitation and not suspended. */
export const activeAdministrators = (strapi: Core.Strapi) =>
  strapi.db.query(USER_UID).count({
    where: { role: { type: 'administrator' }, confirmed: true, $or: [{ blocked: false }, { blocked: null }] },
  });

/**
 * One account change at a time on PostgreSQL: two Administrators demoting each other deadlocked
 * (a 500) and each still counted the other (decision 086). SQLite already serialises.
 */
export async function lockAccounts(strapi: Core.Strapi, trx: Knex.Transaction) {
  if (strapi.db.config.connection.client === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [USER_UID]);
}

/**
 * Account rules at every door (decision 047): a new password or a suspension ends the sessions, and
 * no change may leave no active Administrator, checked after the write so a refusal rolls it back.
 */
export function registerAccountRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== USER_UID || (context.action !== 'update' && context.action !== 'delete')) return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    if (context.action === 'update' && params.data && (params.data.password || params.data.blocked === true)) {
      params.data = { ...params.data, sessionsValidFrom: await nextCutOff(strapi, { documentId: params.documentId }) };
    }
    return strapi.db.transaction(async ({ trx }) => {
      await lockAccounts(strapi, trx);
      const before = await activeAdministrators(strapi);
      const result = await next();
      if (before > 0 && (await activeAdministrators(strapi)) === 0)
        throw new errors.ValidationError(STAFF_MESSAGES.lastAdministrator);
      return result;
    });
  });
}
