import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { DELIVERY_ATTEMPTS } from '@journey-canvas/shared';
import { environment } from '../../../environment';
import { rawTable } from '../../../database/raw-table';
import { sendingIsOn } from '../../../mail/mail-transport';
import { confirmationEmail } from '../emails/confirmation-email';
import { personalised, type EmailContent } from '../emails/email-layout';
import { confirmLink, unsubscribeLink } from '../links/subscriber-links';
import { SUBSCRIPTION_UID } from '../../../content-types';
import { siteLanguages } from '../../../languages/site-languages';
import type { EmailLanguage } from '../emails/email-words';
import { DELIVERIES_TABLE, SENDS_TABLE, type DeliveryKind } from './newsletter-tables';

/**
 * The sender (decision 056). A failed message is retried with doubling delays, failing for good after
 * DELIVERY_ATTEMPTS. A claim marks only rows still queued, so several CMS processes can share the work;
 * one older than STALE_CLAIM_MS (its process died mid-batch) goes back in the queue.
 */

const CONCURRENCY = 3;
const STALE_CLAIM_MS = 15 * 60_000;

interface Claimed {
  id: number;
  send_id: number | null;
  subscriber: string;
  kind: DeliveryKind;
  attempts: number;
  email: string | null;
  status: string | null;
  language: string | null;
}

/** The confirmation goes to a pending address, everything else to a confirmed one. */
const mayReceive = (row: Claimed) =>
  row.kind === 'confirm' ? row.status === 'pending' || row.status === null : row.status === 'confirmed';

async function claimBatch(strapi: Core.Strapi, now: Date): Promise<Claimed[]> {
  const knex = (table: string) => strapi.db.getConnection(table);
  const claim = randomUUID();
  const due = knex(DELIVERIES_TABLE)
    .select('id')
    .where('status', 'queued')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(environment().NEWSLETTER_BATCH_SIZE);
  await knex(DELIVERIES_TABLE).whereIn('id', due).where('status', 'queued').update({ status: 'sending', claim, claimed_at: now });
  const subscriptions = rawTable(strapi, SUBSCRIPTION_UID);
  return (await knex(DELIVERIES_TABLE)
    .leftJoin(
      subscriptions.tableName,
      `${subscriptions.tableName}.${subscriptions.column('documentId')}`,
      `${DELIVERIES_TABLE}.subscriber`,
    )
    .where(`${DELIVERIES_TABLE}.claim`, claim)
    .orderBy(`${DELIVERIES_TABLE}.id`)
    .select(
      `${DELIVERIES_TABLE}.id`,
      `${DELIVERIES_TABLE}.send_id`,
      `${DELIVERIES_TABLE}.subscriber`,
      `${DELIVERIES_TABLE}.kind`,
      `${DELIVERIES_TABLE}.attempts`,
      `${subscriptions.tableName}.${subscriptions.column('email')} as email`,
      `${subscriptions.tableName}.${subscriptions.column('status')} as status`,
      `${subscriptions.tableName}.${subscriptions.column('language')} as language`,
    )) as Claimed[];
}

async function sendContents(strapi: Core.Strapi, rows: Claimed[]): Promise<Map<number, EmailContent>> {
  const ids = [...new Set(rows.flatMap((row) => (row.send_id === null ? [] : [row.send_id])))];
  if (ids.length === 0) return new Map();
  const sends = (await strapi.db.getConnection(SENDS_TABLE).whereIn('id', ids).select('id', 'subject', 'html', 'text')) as ({
    id: number;
  } & EmailContent)[];
  return new Map(sends.map((send) => [send.id, send]));
}

/** The subscriber's language while the site has it, else the default (decision 100). */
function emailLanguageOf(row: Claimed, languages: string[]): EmailLanguage {
  const defaultLanguage = languages[0]!;
  return { language: row.language && languages.includes(row.language) ? row.language : defaultLanguage, defaultLanguage };
}

function messageFor(row: Claimed, contents: Map<number, EmailContent>, languages: string[]) {
  const language = emailLanguageOf(row, languages);
  const content =
    row.kind === 'confirm' ? confirmationEmail(confirmLink(row.subscriber, language), language) : contents.get(row.send_id ?? -1);
  return content && { to: row.email!, ...personalised(content, unsubscribeLink(row.subscriber, language)) };
}

async function settle(strapi: Core.Strapi, row: Claimed, error: Error | null, now: Date) {
  const deliveries = strapi.db.getConnection(DELIVERIES_TABLE).where('id', row.id);
  if (!error) return deliveries.update({ status: 'sent', sent_at: now, claim: null, last_error: null });
  const attempts = row.attempts + 1;
  const retryMs = environment().NEWSLETTER_RETRY_SECONDS * 1000 * 2 ** (attempts - 1);
  return deliveries.update({
    status: attempts >= DELIVERY_ATTEMPTS ? 'failed' : 'queued',
    attempts,
    next_attempt_at: new Date(now.getTime() + retryMs),
    claim: null,
    last_error: error.message.slice(0, 500),
  });
}

async function sendBatch(strapi: Core.Strapi, rows: Claimed[], now: Date) {
  const [contents, languages] = await Promise.all([sendContents(strapi, rows), siteLanguages(strapi)]);
  const email = strapi.plugin('email').service('email');
  // Messages no one may have any more (unsubscribed, removed) are dropped, not sent nor counted.
  const dropped = rows.filter((row) => !mayReceive(row) || !row.email);
  if (dropped.length > 0)
    await strapi.db
      .getConnection(DELIVERIES_TABLE)
      .whereIn(
        'id',
        dropped.map((row) => row.id),
      )
      .delete();
  const queue = rows.filter((row) => !dropped.includes(row));
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const message = messageFor(row, contents, languages);
      const error = message
        ? await email.send(message).then(
            () => null,
            (failure: Error) => failure,
          )
        : new Error('The send of this message is gone');
      await settle(strapi, row, error, now);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function finishSends(strapi: Core.Strapi, now: Date) {
  const knex = (table: string) => strapi.db.getConnection(table);
  const open = knex(DELIVERIES_TABLE).select('send_id').whereIn('status', ['queued', 'sending']).whereNotNull('send_id');
  await knex(SENDS_TABLE).whereNull('finished_at').whereNotIn('id', open).update({ finished_at: now });
}

export async function deliverDue(strapi: Core.Strapi, now = () => new Date()): Promise<void> {
  await strapi.db
    .getConnection(DELIVERIES_TABLE)
    .where('status', 'sending')
    .where('claimed_at', '<', new Date(now().getTime() - STALE_CLAIM_MS))
    .update({ status: 'queued', claim: null });
  for (;;) {
    const started = now();
    const batch = await claimBatch(strapi, started);
    if (batch.length === 0) break;
    await sendBatch(strapi, batch, started);
    await finishSends(strapi, now());
  }
}

let running: Promise<void> | undefined;
let again = false;

/** A call during a run makes it go round once more, so nothing queued meanwhile waits a tick. */
export function deliverSoon(strapi: Core.Strapi): Promise<void> {
  if (!sendingIsOn(environment())) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  const run = (async () => {
    do {
      again = false;
      await deliverDue(strapi);
    } while (again);
  })()
    .catch((error: Error) => {
      strapi.log.error(`Newsletter sending stopped: ${error.message}`);
    })
    .finally(() => {
      running = undefined;
    });
  running = run;
  return run;
}
