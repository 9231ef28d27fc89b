import type { Environment } from '../environment';

/**
 * How the CMS sends mail (decision 055): Strapi's own email plugin with its nodemailer provider,
 * over the SMTP server SMTP_URL names, pooled so a newsletter batch reuses a few connections. Every
 * email of the product goes this way: the newsletter's and any other code's
 * `strapi.plugin('email').service('email').send({ to, subject, text, html })`.
 */

export const MAIL_OFF_MESSAGE = 'Sending mail is off: SMTP_URL is not set';

/** Connections a newsletter batch keeps open to the SMTP server. */
const POOL_CONNECTIONS = 3;

/**
 * Without SMTP_URL the provider is handed this transport, which refuses every message with a
 * clear error: nothing is handed to a local `sendmail` by accident, and the newsletter keeps its
 * messages queued until mail is configured.
 */
const SENDING_OFF = {
  name: 'sending-off',
  version: '1',
  send(_mail: unknown, callback: (error: Error | null) => void) {
    callback(new Error(MAIL_OFF_MESSAGE));
  },
};

/** SMTP_URL with nodemailer's pool switched on, unless the URL says otherwise. */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(POOL_CONNECTIONS));
  return url.toString();
}

/** The email plugin's configuration (config/plugins.ts). */
export function emailPluginConfig(env: Pick<Environment, 'SMTP_URL' | 'MAIL_FROM'>) {
  return {
    provider: 'nodemailer',
    providerOptions: env.SMTP_URL ? pooled(env.SMTP_URL) : SENDING_OFF,
    settings: { defaultFrom: env.MAIL_FROM, defaultReplyTo: env.MAIL_FROM },
  };
}

/** Whether mail goes out at all. */
export const sendingIsOn = (env: Pick<Environment, 'SMTP_URL'>) => Boolean(env.SMTP_URL);
