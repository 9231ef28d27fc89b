import { escapeHtml, siteUrl } from './email-parts';
import { emailWords, pathFor, type EmailLanguage } from './email-words';

/** Made once per send; UNSUBSCRIBE stands for the link each subscriber's copy fills in (decision 056). */
export const UNSUBSCRIBE = '{{unsubscribe}}';

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

const FONT = "font-family:Georgia,'Times New Roman',serif";
const SANS = 'font-family:Arial,Helvetica,sans-serif';

export const buttonHtml = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#134e4a;color:#ffffff;${SANS};font-weight:700;font-size:16px;padding:12px 22px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;

export function emailHtml(
  { subject, preheader, body, why }: { subject: string; preheader: string; body: string; why: string },
  language: EmailLanguage,
) {
  return `<!doctype html>
<html lang="${escapeHtml(language.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;color:#1f2937;${FONT}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e5e7eb"><a href="${escapeHtml(siteUrl(pathFor(language, '/')))}" style="color:#134e4a;${SANS};font-size:20px;font-weight:700;text-decoration:none">Journey Canvas</a></td></tr>
<tr><td style="padding:28px;font-size:17px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e5e7eb;color:#4b5563;${SANS};font-size:13px;line-height:1.5">${escapeHtml(why)} <a href="${UNSUBSCRIBE}" style="color:#134e4a">${escapeHtml(emailWords(language).unsubscribe)}</a></td></tr>
</table></td></tr></table>
</body></html>`;
}

export const emailText = (body: string, why: string, language: EmailLanguage) =>
  `${body}\n\n--\n${why}\n${emailWords(language).unsubscribe}: ${UNSUBSCRIBE}\n`;

/** With the headers of RFC 8058's one-click unsubscribe. */
export function personalised(content: EmailContent, unsubscribeUrl: string) {
  const fill = (text: string, url: string) => text.split(UNSUBSCRIBE).join(url);
  return {
    subject: content.subject,
    html: fill(content.html, escapeHtml(unsubscribeUrl)),
    text: fill(content.text, unsubscribeUrl),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
