import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATIONS_PER_MAILBOX_PER_HOUR, NEWSLETTER_MESSAGES } from '@journey-canvas/shared';
import { READER_ADDRESS_HEADER, READER_SIGNATURE_HEADER, signReaderAddress } from '@journey-canvas/shared/server';
import { startMailCatcher, type CaughtMessage, type MailCatcher } from '@journey-canvas/testing/mail-catcher';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi, type RunningStrapi } from '@journey-canvas/testing/strapi-server';

/**
 * The brakes on the newsletter box's confirmation emails (decision 087), against a CMS of
 * its own sending through the local SMTP catcher: one mailbox however its address is spelled, one
 * client however many addresses it types, and everyone in an hour, each gets at most its limit,
 * while every answer stays the same 202.
 */
const PER_ADDRESS = 5;
const PER_HOUR = 20;
const SECRET = randomBytes(24).toString('base64');

describe('the brakes on confirmation emails', () => {
  let database: ScratchDatabaseHandle;
  let cms: RunningStrapi;
  let mail: MailCatcher;
  const answers: { status: number; body: unknown }[] = [];

  /** A subscription from the footer box: through the site, which vouches for `client`, or straight from this machine. */
  async function subscribe(email: string, client?: string) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (client) {
      headers[READER_ADDRESS_HEADER] = client;
      headers[READER_SIGNATURE_HEADER] = signReaderAddress(client, SECRET);
    }
    const response = await fetch(`${cms.url}/api/newsletter-subscriptions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: { email } }),
    });
    answers.push({ status: response.status, body: await response.json() });
  }

  /** The messages caught once sending has gone quiet for two seconds. */
  async function settled(predicate: (message: CaughtMessage) => boolean) {
    let count = -1;
    while (count !== mail.messages.length) {
      count = mail.messages.length;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    return mail.messages.filter(predicate);
  }

  const domainOf = (domain: string) => (message: CaughtMessage) => message.to.some((to) => to.endsWith(`@${domain}`));

  beforeAll(async () => {
    mail = await startMailCatcher();
    database = await scratchDatabase();
    cms = await startStrapi({
      ...database.env,
      SMTP_URL: mail.url,
      SEED_DEMO_CONTENT: 'false',
      WEB_PURGE_SECRET: SECRET,
      NEWSLETTER_CONFIRMATIONS_PER_ADDRESS: String(PER_ADDRESS),
      NEWSLETTER_CONFIRMATIONS_PER_HOUR: String(PER_HOUR),
    });
  }, 180_000);

  afterAll(async () => {
    await cms?.stop();
    await mail?.stop();
    await database?.drop();
  });

  it('sends one mailbox its few confirmations, however its address is tagged or dotted', async () => {
    // Fifty +tags, each from a reader address of its own, so only the mailbox's limit holds them.
    for (let n = 1; n <= 50; n += 1) await subscribe(`victim+${n}@inbox.example`, `198.51.100.${n}`);
    const tagged = await settled(domainOf('inbox.example'));
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.length).toBeLessThanOrEqual(CONFIRMATIONS_PER_MAILBOX_PER_HOUR);

    // Gmail ignores dots and reads googlemail.com as gmail.com: one mailbox too.
    const spellings = ['victim', 'v.ictim', 'vi.ctim+a', 'V.I.C.T.I.M', 'vic.tim+b', 'victim.+c'].flatMap((local) => [
      `${local}@gmail.com`,
      `${local}@googlemail.com`,
    ]);
    for (const [n, email] of spellings.entries()) await subscribe(email, `198.51.101.${n + 1}`);
    const gmail = await settled((message) => domainOf('gmail.com')(message) || domainOf('googlemail.com')(message));
    expect(gmail.length).toBeGreaterThan(0);
    expect(gmail.length).toBeLessThanOrEqual(CONFIRMATIONS_PER_MAILBOX_PER_HOUR);
  }, 120_000);

  it('sends one client at most its limit, however many strangers it subscribes', async () => {
    // Straight from this machine (no site vouching): the caller's own address is the client.
    for (let n = 1; n <= 20; n += 1) await subscribe(`stranger${n}@strangers.example`);
    expect(await settled(domainOf('strangers.example'))).toHaveLength(PER_ADDRESS);
    // Vouched for by the site: counted per reader, so another reader is still sent theirs.
    for (let n = 1; n <= 20; n += 1) await subscribe(`neighbour${n}@neighbours.example`, '203.0.113.7');
    expect(await settled(domainOf('neighbours.example'))).toHaveLength(PER_ADDRESS);
  }, 120_000);

  it('sends at most the hour’s total, whoever asks', async () => {
    for (let n = 1; n <= 20; n += 1) await subscribe(`reader${n}@many.example`, `192.0.2.${n}`);
    await settled(domainOf('many.example'));
    expect(mail.messages.length).toBe(PER_HOUR);
  }, 120_000);

  it('answered every subscription with the same 202, limited or not', () => {
    expect(answers.length).toBeGreaterThan(100);
    for (const answer of answers)
      expect(answer).toEqual({ status: 202, body: { data: { message: NEWSLETTER_MESSAGES.checkInbox } } });
  });
});
