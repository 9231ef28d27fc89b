import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { databaseSchema } from '../../../database/raw-table';
import { ensureOwnTables } from '../../../database/own-tables';

/** The newsletter's own tables (decision 056): machine records, so no Strapi route can change them. */
export const SENDS_TABLE = 'newsletter_sends';
export const DELIVERIES_TABLE = 'newsletter_deliveries';

export type DeliveryKind = 'confirm' | 'story' | 'digest';
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed';

export const ensureNewsletterTables = (strapi: Core.Strapi) =>
  ensureOwnTables(strapi, {
    [SENDS_TABLE]: (table) => {
      table.increments('id');
      // `story:<documentId>` or `digest:<slot>`: a story is emailed once, a digest slot filled once.
      table.string('key', 120).notNullable().unique();
      table.string('kind', 20).notNullable();
      table.string('post', 64);
      table.string('subject', 300).notNullable();
      table.text('html').notNullable();
      table.text('text').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.string('created_by', 255);
      table.timestamp('finished_at', { useTz: true });
      table.index(['post'], 'newsletter_sends_post');
    },
    [DELIVERIES_TABLE]: (table) => {
      table.increments('id');
      table.integer('send_id');
      table.string('subscriber', 64).notNullable();
      table.string('kind', 20).notNullable();
      table.string('status', 12).notNullable();
      table.integer('attempts').notNullable().defaultTo(0);
      table.timestamp('next_attempt_at', { useTz: true }).notNullable();
      table.string('claim', 64);
      table.timestamp('claimed_at', { useTz: true });
      table.timestamp('sent_at', { useTz: true });
      table.string('last_error', 500);
      table.index(['status', 'next_attempt_at', 'id'], 'newsletter_deliveries_due');
      table.index(['send_id', 'status'], 'newsletter_deliveries_send');
      table.index(['subscriber'], 'newsletter_deliveries_subscriber');
      table.index(['claim'], 'newsletter_deliveries_claim');
    },
  });

export type TableOf = (name: string) => Knex.QueryBuilder;

/** For raw SQL's `??`: qualified by PostgreSQL's DATABASE_SCHEMA when one is set. */
export function qualified(strapi: Core.Strapi, table: string): string {
  const schema = databaseSchema(strapi);
  return schema ? `${schema}.${table}` : table;
}

/** Tables bound to the transaction under way: SQLite has one connection, so a query beside it would wait forever. */
export function withTables<T>(strapi: Core.Strapi, work: (table: TableOf, trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return strapi.db.transaction(({ trx }) => work((name) => strapi.db.getConnection(name).transacting(trx), trx)) as Promise<T>;
}
