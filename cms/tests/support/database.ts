import Database from 'better-sqlite3';
import pg from 'pg';
import type { ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';

/** One SQL statement on a test database, `?` marking its parameters on either kind; its rows, if it reads any. */
export async function runSql<T = Record<string, unknown>>(
  database: ScratchDatabaseHandle['describe'],
  statement: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (database.client === 'sqlite') {
    const db = new Database(database.filename);
    try {
      const prepared = db.prepare(statement);
      if (prepared.reader) return prepared.all(...params) as T[];
      prepared.run(...params);
      return [];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    let n = 0;
    const result = await client.query(
      statement.replace(/\?/g, () => `$${++n}`),
      params,
    );
    return result.rows as T[];
  } finally {
    await client.end();
  }
}

/** How many API (content and admin) and transfer tokens a database holds. */
export async function storedTokens(database: ScratchDatabaseHandle['describe']) {
  const count = async (table: string) =>
    Number((await runSql<{ n: number | string }>(database, `SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);
  return { api: await count('strapi_api_tokens'), transfer: await count('strapi_transfer_tokens') };
}
