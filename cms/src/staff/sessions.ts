import type { Core } from '@strapi/strapi';
import { USER_UID, type StaffUser } from './user-fields';

const seconds = (value: string | Date | null | undefined) => (value ? Math.floor(new Date(value).getTime() / 1000) : 0);

/**
 * Ending someone's sessions at once (decision 047). users-permissions' tokens are stateless JWTs
 * whose `iat` is in whole seconds, so a cut-off is a whole second: every token issued before it is
 * refused. It is the next second, and always after the previous cut-off, since the tokens this CMS
 * issues carry an `iat` no earlier than the cut-off (a second or two ahead of the clock at most), so
 * a sign-in in the same second as a revocation works, and a second revocation still ends it.
 */
export function sessionCutOff(previous: string | Date | null | undefined, now = Date.now()): Date {
  return new Date(Math.max(Math.floor(now / 1000) + 1, seconds(previous) + 1) * 1000);
}

/** The cut-off that ends every session of the account `where` names, as of now. */
export async function nextCutOff(strapi: Core.Strapi, where: Record<string, unknown>): Promise<Date> {
  const user = (await strapi.db.query(USER_UID).findOne({ where, select: ['sessionsValidFrom'] })) as StaffUser | null;
  return sessionCutOff(user?.sessionsValidFrom);
}

/** Whether a token issued at `iat` (seconds) outlives the account's cut-off. */
export function tokenStillValid(iat: unknown, sessionsValidFrom: string | Date | null | undefined): boolean {
  if (!sessionsValidFrom) return true;
  return typeof iat === 'number' && iat >= seconds(sessionsValidFrom);
}

/** Ends every session `userId` has now. */
export async function endSessions(strapi: Core.Strapi, userId: number) {
  await strapi.db
    .query(USER_UID)
    .update({ where: { id: userId }, data: { sessionsValidFrom: await nextCutOff(strapi, { id: userId }) } });
}

/** The `iat` (seconds) of a token issued now to an account with this cut-off: now, or the cut-off if that is later. */
export const issuedAt = (sessionsValidFrom: string | Date | null | undefined) =>
  Math.max(Math.floor(Date.now() / 1000), seconds(sessionsValidFrom));

/** A users-permissions token for `user`, issued no earlier than the account's cut-off. */
export function issueSessionToken(strapi: Core.Strapi, user: Pick<StaffUser, 'id' | 'sessionsValidFrom'>): string {
  return strapi
    .plugin('users-permissions')
    .service('jwt')
    .issue({ id: user.id, iat: issuedAt(user.sessionsValidFrom) }) as string;
}
