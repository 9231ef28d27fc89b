import type { Core } from '@strapi/strapi';
import { recordActivity } from '../../activity/record-activity';
import { environment } from '../../environment';
import { sendingIsOn } from '../../mail/mail-transport';
import type { StaffUser } from '../user-fields';

/** Whoever guesses knows the password, so the email says to change it; a failed email never blocks the refusal. */
export async function tellOwnerOfGuessing(strapi: Core.Strapi, user: StaffUser): Promise<void> {
  const minutes = Math.max(1, Math.round(environment().LOGIN_COOLDOWN_SECONDS / 60));
  await recordActivity(strapi, {
    action: 'two-factor-guessing',
    actor: user.email,
    detail: `Too many wrong two-step codes: sign-in paused for ${minutes} min`,
  });
  if (!sendingIsOn(environment())) return;
  const text =
    `Someone signed in to Journey Canvas with your password and then tried many wrong two-step codes.\n\n` +
    `Signing in to your account is paused for ${minutes} minutes. If this was not you, change your password ` +
    `as soon as you can sign in (Settings, Change password): that also ends every other session.\n`;
  try {
    await strapi
      .plugin('email')
      .service('email')
      .send({ to: user.email, subject: 'Someone is guessing your Journey Canvas sign-in codes', text });
  } catch (error) {
    strapi.log.error(`Two-step guessing warning to ${user.email} not sent: ${(error as Error).message}`);
  }
}
