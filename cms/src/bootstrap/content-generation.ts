import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * The content generation (decision 081): a random id that names what this database holds as a
 * whole. The site keeps it with its cached pages and drops them all when the CMS announces another
 * one. A new database gets one at its first start; `npm run restore` deletes it, so the restored
 * database gets a new one at the next start; and a database found somewhere other than where its
 * id was made (a copied SQLite file, a PostgreSQL database dumped into another) gets a new one too.
 */
export const CONTENT_GENERATION_TABLE = 'content_generation';

/** The one row's key: two replicas starting together cannot add a second row. */
const ROW = 1;

let current: string | undefined;

/** The generation this process announces; set at start, before any route answers. */
export function contentGeneration(): string {
  if (!current) throw new Error('The content generation is read before the CMS has started');
  return current;
}

/** Where the database lives: the SQLite file, or PostgreSQL's database and schema (not its host: replicas may name it differently). */
async function databaseLocation(strapi: Core.Strapi, trx: Knex.Transaction): Promise<string> {
  if (strapi.db.config.connection.client === 'postgres') {
    const { rows } = (await trx.raw('SELECT current_database() AS name')) as { rows: { name: string }[] };
    return `postgres:${rows[0]!.name}/${strapi.db.getSchemaName() ?? 'public'}`;
  }
  const files = (await trx.raw('PRAGMA database_list')) as { name: string; file: string }[];
  return `sqlite:${files.find((file) => file.name === 'main')?.file ?? ''}`;
}

/** Creates the table where missing, keeps the generation or makes a new one, and answers it. */
export async function ensureContentGeneration(strapi: Core.Strapi): Promise<string> {
  current = await strapi.db.transaction(async ({ trx }) => {
    // Two CMS replicas starting together take turns here, so both announce the same generation.
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
