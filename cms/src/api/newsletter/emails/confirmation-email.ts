import { buttonHtml, emailHtml, emailText, type EmailContent } from './email-layout';
import { escapeHtml } from './email-parts';
import { emailWords, type EmailLanguage } from './email-words';

/** Double opt-in's one email, in the language of the page the address was typed on: the signed link that confirms it. */
export function confirmationEmail(confirmUrl: string, language: EmailLanguage): EmailContent {
  const words = emailWords(language);
  const body = [
    `<h1 style="font-size:26px;margin:0 0 16px">${escapeHtml(words.confirmHeading)}</h1>`,
    `<p style="margin:0 0 24px">${escapeHtml(words.confirmIntro)}</p>`,
    `<p style="margin:0 0 24px">${buttonHtml(confirmUrl, words.confirmButton)}</p>`,
    `<p style="margin:0;color:#4b5563;font-size:15px">${escapeHtml(words.confirmAfter)}</p>`,
  ].join('\n');
  return {
    subject: words.confirmSubject,
    html: emailHtml({ subject: words.confirmSubject, preheader: words.confirmIntro, body, why: words.confirmWhy }, language),
    text: emailText(
      `${words.confirmIntro}\n\n${words.confirmButton}: ${confirmUrl}\n\n${words.confirmAfter}`,
      words.confirmWhy,
      language,
    ),
  };
}
