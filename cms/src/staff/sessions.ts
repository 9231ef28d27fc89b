import type { Core } from '@strapi/strapi';
import { USER_UID, type StaffUser } from './user-fields';

const seconds = (value: string | Date | null | undefined) => (value ? Math.floor(new Date(value).getTime() / 1000) : 0);

/**
 * A cut-off for stateless JWTs whose `iat` is in whole seconds (decision 047): the next second, and
 * always after the previous one, since tokens are issued no earlier than the cut-off.
 */
export function sessionCutOff(previous: string | Date | null | undefined, now = Date.now()): Date {
  return new Date(Math.max(Math.floor(now / 1000) + 1, seconds(previous) + 1) * 1000);
}

export async function nextCutOff(strapi: Core.Strapi, where: Record<string, unknown>): Promise<Date> {
  const user = (await strapi.db.query(USER_UID).findOne({ where, select: ['sessionsValidFrom'] })) as StaffUser | null;
  return sessionCutOff(user?.sessionsValidFrom);
}

/** `iat` in seconds. */
export function tokenStillValid(iat: unknown, sessionsValidFrom: string | Date | null | undefined): boolean {
  if (!sessionsValidFrom) return true;
  return typeof iat === 'number' && iat >= seconds(sessionsValidFrom);
}

export async function endSessions(strapi: Core.Strapi, userId: number) {
  await strapi.db
    .query(USER_UID)
    .update({ where: { id: userId }, data: { sessionsValidFrom: await nextCutOff(strapi, { id: userId }) } });
}

/** Now, or the cut-off if that is later, so a sign-in in the same second as a revocation works. */
export const issuedAt = (sessionsValidFrom: string | Date | null | undefined) =>
  Math.max(Math.floor(Date.now() / 1000), seconds(sessionsValidFrom));

export function issueSessionToken(strapi: Core.Strapi, user: Pick<StaffUser, 'id' | 'sessionsValidFrom'>): string {
  return strapi
    .plugin('users-permissions')
    .service('jwt')
    .issue({ id: user.id, iat: issuedAt(user.sessionsValidFrom) }) as string;
}
