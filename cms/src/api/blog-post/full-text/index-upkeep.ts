import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { fingerprint, indexTarget, postgresDefinition, sqliteDefinition, type IndexTarget } from './index-definition';

/**
 * Creates the full-text index where it is missing and rebuilds it when it cannot be trusted; run on
 * every start, so it is idempotent on both databases. On SQLite a table Strapi rebuilt to alter it
 * loses its triggers: a missing or different trigger means the index is rebuilt from the posts. On
 * PostgreSQL the index table carries the fingerprint of the definition that filled it.
 */
export async function ensureFullTextIndex(strapi: Core.Strapi): Promise<void> {
  const target = indexTarget(strapi);
  const knex = strapi.db.connection;
  if (target.postgres) await ensurePostgres(knex, target, false);
  else await ensureSqlite(knex, target, false);
}

/** Empties the index and fills it again from the published posts (`npm run search:rebuild -w cms`). */
export async function rebuildFullTextIndex(strapi: Core.Strapi): Promise<void> {
  const target = indexTarget(strapi);
  const knex = strapi.db.connection;
  if (target.postgres) await ensurePostgres(knex, target, true);
  else await ensureSqlite(knex, target, true);
}

async function ensureSqlite(knex: Knex, target: IndexTarget, force: boolean) {
  const definition = sqliteDefinition(target);
  const stored = new Map(
    (
      await knex('sqlite_master')
        .select('name', 'sql')
        .whereIn('name', [target.name, ...Object.keys(definition.triggers)])
    ).map((row: { name: string; sql: string }) => [row.name, row.sql]),
  );
  const tableCurrent = stored.get(target.name) === definition.table;
  const triggersCurrent = Object.entries(definition.triggers).every(([name, sql]) => stored.get(name) === sql);
  if (tableCurrent && triggersCurrent && !force) return;
  await knex.transaction(async (trx) => {
    if (!tableCurrent) {
      await trx.raw(`DROP TABLE IF EXISTS ${target.index}`);
      await trx.raw(definition.table);
    }
    for (const [name, sql] of Object.entries(definition.triggers)) {
      await trx.raw(`DROP TRIGGER IF EXISTS ${name}`);
      await trx.raw(sql);
    }
    for (const statement of definition.rebuild) await trx.raw(statement);
  });
}

async function ensurePostgres(knex: Knex, target: IndexTarget, force: boolean) {
  const definition = postgresDefinition(target);
  const version = fingerprint(definition.setup);
  await knex.transaction(async (trx) => {
    // Two CMS replicas starting together take turns here.
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [target.index]);
    for (const statement of definition.setup) await trx.raw(statement);
    const result = await trx.raw('SELECT obj_description(?::regclass, ?) AS comment', [target.index, 'pg_class']);
    if (result.rows[0]?.comment === version && !force) return;
    for (const statement of definition.rebuild) await trx.raw(statement);
    await trx.raw(`COMMENT ON TABLE ${target.index} IS '${version}'`);
  });
}
