import type { Core } from '@strapi/strapi';
import type { Environment } from '../environment';

/** Without SMTP_URL everything is kept, and nothing sent until it is set (decision 055). */
export function announceMailSending(strapi: Core.Strapi, env: Pick<Environment, 'SMTP_URL' | 'MAIL_FROM'>) {
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    strapi.log.info(
      `Mail: sending through ${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)} as ${env.MAIL_FROM}`,
    );
  } else {
    strapi.log.warn(
      'Mail: sending is off (no SMTP_URL). Subscriptions are kept and newsletters queued; nothing is sent until SMTP_URL is set.',
    );
  }
}
