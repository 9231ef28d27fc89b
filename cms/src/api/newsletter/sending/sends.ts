import type { Core } from '@strapi/strapi';
import type { NewsletterSendKind } from '@journey-canvas/shared';
import { changeContext } from '../../../change-context';
import { rawTable } from '../../../database/raw-table';
import type { EmailContent } from '../emails/email-layout';
import { SUBSCRIPTION_UID } from '../../../content-types';
import { DELIVERIES_TABLE, qualified, SENDS_TABLE, withTables } from './newsletter-tables';

export interface NewSend {
  /** A second send under the same key is none, so a story is emailed once. */
  key: string;
  kind: NewsletterSendKind;
  post?: string | null;
  content: EmailContent;
}

/** Queues one delivery per confirmed subscriber in one statement; null when the key was used before. */
export async function createSend(strapi: Core.Strapi, send: NewSend, now = new Date()) {
  const subscriptions = rawTable(strapi, SUBSCRIPTION_UID);
  return withTables(strapi, async (table, trx) => {
    const [inserted] = (await table(SENDS_TABLE)
      .insert({
        key: send.key,
        kind: send.kind,
        post: send.post ?? null,
        subject: send.content.subject,
        html: send.content.html,
        text: send.content.text,
        created_at: now,
        created_by: changeContext().actor,
      })
      .onConflict('key')
      .ignore()
      .returning('id')) as { id: number }[];
    if (!inserted) return null;
    await trx.raw(
      `INSERT INTO ?? (send_id, subscriber, kind, status, attempts, next_attempt_at)
       SELECT ?, ??, ?, 'queued', 0, ? FROM ?? WHERE ?? = 'confirmed'`,
      [
        qualified(strapi, DELIVERIES_TABLE),
        inserted.id,
        subscriptions.column('documentId'),
        send.kind,
        now,
        qualified(strapi, subscriptions.tableName),
        subscriptions.column('status'),
      ],
    );
    const [{ count }] = (await table(DELIVERIES_TABLE).where('send_id', inserted.id).count({ count: '*' })) as {
      count: string;
    }[];
    return { id: inserted.id, queued: Number(count) };
  });
}
