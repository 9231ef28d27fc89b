import type { Environment } from '../environment';

/** All mail goes through Strapi's email plugin and nodemailer, pooled for newsletter batches (decision 055). */

export const MAIL_OFF_MESSAGE = 'Sending mail is off: SMTP_URL is not set';

const POOL_CONNECTIONS = 3;

/** Without SMTP_URL: nothing goes to a local `sendmail` by accident, and the newsletter keeps its queue. */
const SENDING_OFF = {
  name: 'sending-off',
  version: '1',
  send(_mail: unknown, callback: (error: Error | null) => void) {
    callback(new Error(MAIL_OFF_MESSAGE));
  },
};

function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(POOL_CONNECTIONS));
  return url.toString();
}

export function emailPluginConfig(env: Pick<Environment, 'SMTP_URL' | 'MAIL_FROM'>) {
  return {
    provider: 'nodemailer',
    providerOptions: env.SMTP_URL ? pooled(env.SMTP_URL) : SENDING_OFF,
    settings: { defaultFrom: env.MAIL_FROM, defaultReplyTo: env.MAIL_FROM },
  };
}

export const sendingIsOn = (env: Pick<Environment, 'SMTP_URL'>) => Boolean(env.SMTP_URL);
