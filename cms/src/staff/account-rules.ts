import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { errors } from '@strapi/utils';
import { STAFF_MESSAGES } from '@journey-canvas/shared';
import { nextCutOff } from './sessions';
import { USER_UID } from './user-fields';

/** Administrators who can sign in: accepted their invitation and not suspended. */
export const activeAdministrators = (strapi: Core.Strapi) =>
  strapi.db.query(USER_UID).count({
    where: { role: { type: 'administrator' }, confirmed: true, $or: [{ blocked: false }, { blocked: null }] },
  });

/**
 * Changes to accounts one at a time on PostgreSQL, for the transaction's
 * length: two Administrators demoting each other at once rewrote each other's role links in
 * transactions of their own, and one ended in a deadlock that Strapi's entity manager turned into
 * "current transaction is aborted" (a 500); and each counted the Administrators the other was
 * removing as still there. SQLite writes one transaction at a time already.
 */
export async function lockAccounts(strapi: Core.Strapi, trx: Knex.Transaction) {
  if (strapi.db.config.connection.client === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [USER_UID]);
}

/**
 * The rules of every change to an account, whatever the door (the staff API, an invitation,
 * Strapi's panel), as a Document Service middleware (decision 047):
 * - a new password or a suspension ends the account's sessions at once (its cut-off moves to now);
 * - no change or deletion may leave the site without an active Administrator: it is checked after
 *   the write, inside its transaction, so a refused change is rolled back whatever its shape;
 * - one change at a time (`lockAccounts`), so that count sees every change made before it.
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
