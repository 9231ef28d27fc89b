import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  fingerprint,
  indexTarget,
  postgresDefinition,
  postgresTriggerNames,
  sqliteDefinition,
  type IndexTarget,
} from './index-definition';

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
  if (force || !(await postgresIndexCurrent(knex, target, version))) {
    await knex.transaction(async (trx) => {
      // Two CMS replicas starting together take turns here.
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [target.index]);
      // The one before has just built it.
      if (!force && (await postgresIndexCurrent(trx, target, version))) return;
      // A running replica writes a post, then its tags, then the index: take the tables in that order
      // before touching any, or replacing a trigger deadlocks with its writes.
      await trx.raw(`LOCK TABLE ${target.posts}, ${target.tags.links}, ${target.tags.tags} IN SHARE ROW EXCLUSIVE MODE`);
      // Another definition or a lost trigger: the rows may have drifted, so they are built again.
      for (const statement of [...definition.setup, ...definition.rebuild]) await trx.raw(statement);
      await trx.raw(`COMMENT ON TABLE ${target.index} IS '${version}'`);
    });
  }
  await analyzeWhenStale(knex, target);
}

/** The index carries its definition's fingerprint; a restart with the same one and its triggers in place locks nothing. */
async function postgresIndexCurrent(knex: Knex, target: IndexTarget, version: string): Promise<boolean> {
  const triggers = postgresTriggerNames(target);
  const result = await knex.raw(
    `SELECT obj_description(to_regclass(?), 'pg_class') AS comment,
            (SELECT count(*) FROM pg_trigger WHERE NOT tgisinternal AND tgname IN (?, ?, ?)) AS triggers`,
    [target.index, ...triggers],
  );
  const row = result.rows[0] as { comment: string | null; triggers: string };
  return row.comment === version && Number(row.triggers) === triggers.length;
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
