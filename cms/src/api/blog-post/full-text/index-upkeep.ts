import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { fingerprint, indexTarget, postgresDefinition, sqliteDefinition, type IndexTarget } from './index-definition';

/** Run on every start. SQLite loses triggers when Strapi rebuilds a table to alter it, so a missing one means a rebuild. */
export async function ensureFullTextIndex(strapi: Core.Strapi): Promise<void> {
  const target = indexTarget(strapi);
  const knex = strapi.db.connection;
  if (target.postgres) await ensurePostgres(knex, target, false);
  else await ensureSqlite(knex, target, false);
}

/** `npm run search:rebuild -w cms`. */
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
    if (result.rows[0]?.comment !== version || force) {
      for (const statement of definition.rebuild) await trx.raw(statement);
      await trx.raw(`COMMENT ON TABLE ${target.index} IS '${version}'`);
    }
  });
  await analyzeWhenStale(knex, target);
}

/** Stale statistics after bulk writes can make the planner walk every row for a rare word. */
async function analyzeWhenStale(knex: Knex, target: IndexTarget) {
  const result = await knex.raw(
    `SELECT n_live_tup, n_mod_since_analyze, coalesce(last_analyze, last_autoanalyze) AS analyzed
       FROM pg_stat_user_tables WHERE relid = ?::regclass`,
    [target.index],
  );
  const stats = result.rows[0] as { n_live_tup: string; n_mod_since_analyze: string; analyzed: Date | null } | undefined;
  if (stats && stats.analyzed && Number(stats.n_mod_since_analyze) <= Number(stats.n_live_tup) / 10) return;
  await knex.raw(`ANALYZE ${target.index}`);
}
