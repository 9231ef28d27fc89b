import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { INVITATION_TTL_DAYS, STAFF_MESSAGES, type StaffRole } from '@journey-canvas/shared';
import { recordActivity } from '../activity/record-activity';
import { environment } from '../environment';
import { fieldError } from '../validation';
import { readToken, signToken } from './signed-tokens';
import { findStaffUser, USER_UID, type StaffUser } from './user-fields';

/**
 * Invitations (decision 047): an account without a password and a signed link that sets it. The
 * account keeps its one live link's id, so a link works once and a new one replaces it.
 */
const roleId = async (strapi: Core.Strapi, role: StaffRole) =>
  ((await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: role }, select: ['id'] })) as { id: number })
    .id;

/** The token rides in the fragment, which no server or log sees. */
export const invitationUrl = (token: string) =>
  `${environment().PUBLIC_SITE_URL.replace(/\/$/, '')}/admin/#/accept-invitation?token=${encodeURIComponent(token)}`;

/** A new invitation unsuspends someone suspended before accepting, or the link sent would not work. */
export async function invite(strapi: Core.Strapi, { email, role }: { email: string; role: StaffRole }) {
  const address = email.toLowerCase();
  const existing = await findStaffUser(strapi, { $or: [{ email: address }, { username: address }] });
  if (existing && existing.confirmed !== false) throw fieldError('email', STAFF_MESSAGES.emailTaken);
  const invitationId = randomUUID();
  const data = { role: await roleId(strapi, role), invitationId };
  const user = (await strapi.db.transaction(async () => {
    const saved = existing
      ? await strapi.documents(USER_UID).update({ documentId: existing.documentId, data: { ...data, blocked: false } })
      : await strapi
          .plugin('users-permissions')
          .service('user')
          .add({
            // Usernames never change: posts are kept under them (decision 045).
            username: address,
            email: address,
            provider: 'local',
            confirmed: false,
            blocked: false,
            ...data,
          });
    await recordActivity(strapi, { action: 'staff-invite', detail: `${address} as ${role}` });
    return saved;
  })) as { id: number };
  const token = signToken('invitation', { sub: String(user.id), jti: invitationId }, INVITATION_TTL_DAYS * 24 * 60 * 60);
  return { user: (await findStaffUser(strapi, { id: user.id }))!, inviteUrl: invitationUrl(token) };
}

export async function invitedAccount(strapi: Core.Strapi, token: unknown): Promise<StaffUser> {
  const check = readToken('invitation', token);
  if (!check.ok)
    throw fieldError('token', check.reason === 'expired' ? STAFF_MESSAGES.invitationExpired : STAFF_MESSAGES.invitationInvalid);
  const user = await findStaffUser(strapi, { id: Number(check.claims.sub) });
  if (!user || user.blocked) throw fieldError('token', STAFF_MESSAGES.invitationInvalid);
  if (user.confirmed !== false) throw fieldError('token', STAFF_MESSAGES.invitationUsed);
  if (user.invitationId !== check.claims.jti) throw fieldError('token', STAFF_MESSAGES.invitationInvalid);
  return user;
}

export async function acceptInvitation(strapi: Core.Strapi, { token, password }: { token: string; password: string }) {
  const user = await invitedAccount(strapi, token);
  await strapi.db.transaction(async () => {
    // A second request with the same link finds no match.
    const { count } = await strapi.db.query(USER_UID).updateMany({
      where: { id: user.id, invitationId: user.invitationId, confirmed: false },
      data: { invitationId: null, confirmed: true },
    });
    if (count === 0) throw fieldError('token', STAFF_MESSAGES.invitationUsed);
    await strapi.plugin('users-permissions').service('user').edit(user.id, { password });
    await recordActivity(strapi, { action: 'invitation-accept', actor: user.email, detail: user.role?.type ?? null });
  });
  return { email: user.email };
}
