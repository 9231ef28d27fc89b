import type { Core } from '@strapi/strapi';
import { INVITATION_TTL_DAYS, STAFF_ROLE_NAMES, type StaffRole } from '@journey-canvas/shared';
import { environment } from '../environment';
import { sendingIsOn } from '../mail/mail-transport';

/** Answers whether it sent; otherwise the Administrator copies the link the staff API always answers. */
export async function mailInvitation(
  strapi: Core.Strapi,
  invitation: { to: string; role: StaffRole; inviteUrl: string; invitedBy: string | null },
): Promise<boolean> {
  if (!sendingIsOn(environment())) return false;
  const role = STAFF_ROLE_NAMES[invitation.role];
  const by = invitation.invitedBy ? `${invitation.invitedBy} invited you` : 'You are invited';
  const text = `${by} to join Journey Canvas as ${role}.\n\nSet your password here (the link works once, for ${INVITATION_TTL_DAYS} days):\n${invitation.inviteUrl}\n`;
  const html = `<p>${escapeHtml(by)} to join Journey Canvas as ${role}.</p><p><a href="${escapeHtml(invitation.inviteUrl)}">Set your password</a> (the link works once, for ${INVITATION_TTL_DAYS} days).</p>`;
  try {
    await strapi
      .plugin('email')
      .service('email')
      .send({ to: invitation.to, subject: 'Your invitation to Journey Canvas', text, html });
    return true;
  } catch (error) {
    strapi.log.error(`Invitation e-mail to ${invitation.to} not sent: ${(error as Error).message}`);
    return false;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
