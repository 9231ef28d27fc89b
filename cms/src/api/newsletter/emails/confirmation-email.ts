import { CONFIRMATION_LINK_DAYS } from '@journey-canvas/shared';
import { buttonHtml, emailHtml, emailText, type EmailContent } from './email-layout';
import { escapeHtml } from './email-parts';

const SUBJECT = 'Confirm your Journey Canvas subscription';
const WHY = 'You receive this because this address was typed into the newsletter box on Journey Canvas.';

/** Double opt-in's one email: the signed link that confirms the address. */
export function confirmationEmail(confirmUrl: string): EmailContent {
  const intro = 'Please confirm that you would like new stories and guides from Journey Canvas at this address.';
  const after = `The link works for ${CONFIRMATION_LINK_DAYS} days. If you did not ask for this, ignore this email: you will not hear from us again.`;
  const body = [
    '<h1 style="font-size:26px;margin:0 0 16px">One click to confirm</h1>',
    `<p style="margin:0 0 24px">${escapeHtml(intro)}</p>`,
    `<p style="margin:0 0 24px">${buttonHtml(confirmUrl, 'Confirm my subscription')}</p>`,
    `<p style="margin:0;color:#4b5563;font-size:15px">${escapeHtml(after)}</p>`,
  ].join('\n');
  return {
    subject: SUBJECT,
    html: emailHtml({ subject: SUBJECT, preheader: intro, body, why: WHY }),
    text: emailText(`${intro}\n\nConfirm my subscription: ${confirmUrl}\n\n${after}`, WHY),
  };
}
