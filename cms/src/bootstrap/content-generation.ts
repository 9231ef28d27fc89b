import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/** A random id for what this database holds; the site drops its cached pages when it changes (decision 081). */
export const CONTENT_GENERATION_TABLE = 'content_generation';

/** Two replicas starting together cannot add a second row. */
const ROW = 1;

let current: string | undefined;

export function contentGeneration(): string {
  if (!current) throw new Error('The content generation is read before the CMS has started');
  return current;
}

/** Not PostgreSQL's host: replicas may name it differently. */
async function databaseLocation(strapi: Core.Strapi, trx: Knex.Transaction): Promise<string> {
  if (strapi.db.config.connection.client === 'postgres') {
    const { rows } = (await trx.raw('SELECT current_database() AS name')) as { rows: { name: string }[] };
    return `postgres:${rows[0]!.name}/${strapi.db.getSchemaName() ?? 'public'}`;
  }
  const files = (await trx.raw('PRAGMA database_list')) as { name: string; file: string }[];
  return `sqlite:${files.find((file) => file.name === 'main')?.file ?? ''}`;
}

export async function ensureContentGeneration(strapi: Core.Strapi): Promise<string> {
  current = await strapi.db.transaction(async ({ trx }) => {
    // So two replicas starting together announce the same generation.
    if (strapi.db.config.connection.client === 'postgres') {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [CONTENT_GENERATION_TABLE]);
    }
    const schema = () => strapi.db.getSchemaConnection(trx);
    if (!(await schema().hasTable(CONTENT_GENERATION_TABLE))) {
      await schema().createTable(CONTENT_GENERATION_TABLE, (table) => {
        table.integer('id').primary();
        table.string('generation', 64).notNullable();
        table.text('location').notNullable();
        table.timestamp('created_at', { useTz: true }).notNullable();
      });
    }
    const rows = () => strapi.db.getConnection(CONTENT_GENERATION_TABLE).transacting(trx);
    const location = await databaseLocation(strapi, trx);
    const kept = (await rows().where('id', ROW).first('generation', 'location')) as
      { generation: string; location: string } | undefined;
    if (kept?.location === location) return kept.generation;
    const generation = randomUUID();
    await rows().delete();
    await rows().insert({ id: ROW, generation, location, created_at: new Date() });
    strapi.log.info(
      kept
        ? `New content generation ${generation}: the database was made at ${kept.location}, it is now at ${location}`
        : `New content generation ${generation}: a new or restored database`,
    );
    return generation;
  });
  return current;
}
