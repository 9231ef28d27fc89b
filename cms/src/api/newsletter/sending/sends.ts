import type { Core } from '@strapi/strapi';
import type { NewsletterSendKind } from '@journey-canvas/shared';
import { changeContext } from '../../../change-context';
import { rawTable } from '../../../database/raw-table';
import type { EmailContent } from '../emails/email-layout';
import { SUBSCRIPTION_UID } from '../../../content-types';
import { siteLanguages } from '../../../languages/site-languages';
import { DELIVERIES_TABLE, qualified, SENDS_TABLE, withTables } from './newsletter-tables';

export interface NewSend {
  /** A second send under the same key is none, so a story is emailed once. */
  key: string;
  kind: NewsletterSendKind;
  post?: string | null;
  content: EmailContent;
  /** Its readers: the confirmed subscribers of this language (decision 100). */
  language: string;
}

/**
 * The languages a send goes out in: the default always, another when a confirmed subscriber reads
 * it. A subscriber of a language the site no longer has reads the default's.
 */
export async function sendLanguages(strapi: Core.Strapi): Promise<{ languages: string[]; defaultLanguage: string }> {
  const languages = await siteLanguages(strapi);
  const subscriptions = rawTable(strapi, SUBSCRIPTION_UID);
  // Inside the publish's transaction: SQLite has one connection, so a query beside it would wait forever.
  const read = (await withTables(strapi, (table) =>
    table(subscriptions.tableName)
      .distinct(`${subscriptions.column('language')} as language`)
      .where(subscriptions.column('status'), 'confirmed'),
  )) as { language: string | null }[];
  const others = new Set(read.map((row) => row.language));
  return { languages: languages.filter((code, index) => index === 0 || others.has(code)), defaultLanguage: languages[0]! };
}

/** Queues one delivery per confirmed subscriber of its language in one statement; null when the key was used before. */
export async function createSend(strapi: Core.Strapi, send: NewSend, now = new Date()) {
  const subscriptions = rawTable(strapi, SUBSCRIPTION_UID);
  const [defaultLanguage, ...others] = await siteLanguages(strapi);
  const language = subscriptions.column('language');
  const readers =
    send.language !== defaultLanguage
      ? { sql: '?? = ?', bindings: [language, send.language] }
      : others.length === 0
        ? { sql: '1 = 1', bindings: [] }
        : { sql: `(?? IS NULL OR ?? NOT IN (${others.map(() => '?').join(', ')}))`, bindings: [language, language, ...others] };
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
       SELECT ?, ??, ?, 'queued', 0, ? FROM ?? WHERE ?? = 'confirmed' AND ${readers.sql}`,
      [
        qualified(strapi, DELIVERIES_TABLE),
        inserted.id,
        subscriptions.column('documentId'),
        send.kind,
        now,
        qualified(strapi, subscriptions.tableName),
        subscriptions.column('status'),
        ...readers.bindings,
      ],
    );
    const [{ count }] = (await table(DELIVERIES_TABLE).where('send_id', inserted.id).count({ count: '*' })) as {
      count: string;
    }[];
    return { id: inserted.id, queued: Number(count) };
  });
}
