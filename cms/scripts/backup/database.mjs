/** A consistent copy with its counts, and an all-or-nothing restore (decision 039). */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { BackupRefusal } from './archive.mjs';

export const SQLITE_COPY = 'database/data.db';
export const POSTGRES_DUMP = 'database/journey-canvas.pgdump';
/** Deleted after a restore, so the site drops every page it kept (decision 081). */
const CONTENT_GENERATION_TABLE = 'content_generation';

async function countRows(tables, count) {
  const rows = {};
  for (const table of tables) rows[table] = await count(`SELECT count(*) AS n FROM "${table}"`);
  const has = (table) => tables.includes(table);
  return {
    posts: has('blog_posts') ? await count('SELECT count(DISTINCT document_id) AS n FROM blog_posts') : 0,
    users: rows.up_users ?? 0,
    media: rows.files ?? 0,
    tables: rows,
  };
}

const sqliteTables = (db) =>
  db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all();

async function sqliteCounts(file) {
  const db = new Database(file, { readonly: true });
  try {
    return await countRows(sqliteTables(db), async (sql) => Number(db.prepare(sql).pluck().get()));
  } finally {
    db.close();
  }
}

const sqlite = {
  async copy(env, stagingDir) {
    const target = path.join(stagingDir, SQLITE_COPY);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const source = new Database(env.DATABASE_FILENAME, { readonly: true, fileMustExist: true });
    try {
      // All pages in one step, so a CMS writing meanwhile neither blocks nor restarts the copy.
      await source.backup(target, { progress: () => 1_000_000 });
    } finally {
      source.close();
    }
    // One file with no WAL beside it; the CMS turns WAL back on.
    const copy = new Database(target);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    return { file: SQLITE_COPY, counts: await sqliteCounts(target) };
  },

  async tableCount(env) {
    if (!fs.existsSync(env.DATABASE_FILENAME)) return 0;
    const db = new Database(env.DATABASE_FILENAME, { readonly: true });
    try {
      return sqliteTables(db).length;
    } finally {
      db.close();
    }
  },

  async restore(env, stagingDir) {
    const target = env.DATABASE_FILENAME;
    const incoming = `${target}.restoring`;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(stagingDir, SQLITE_COPY), incoming);
    const check = new Database(incoming, { readonly: true });
    const verdict = check.pragma('integrity_check', { simple: true });
    check.close();
    if (verdict !== 'ok') {
      fs.rmSync(incoming);
      throw new BackupRefusal(`The database in the archive fails SQLite's integrity check (${verdict}). Nothing was changed.`);
    }
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
    fs.renameSync(incoming, target);
  },

  counts: (env) => sqliteCounts(env.DATABASE_FILENAME),

  async forgetContentGeneration(env) {
    const db = new Database(env.DATABASE_FILENAME);
    try {
      if (sqliteTables(db).includes(CONTENT_GENERATION_TABLE)) db.prepare(`DELETE FROM "${CONTENT_GENERATION_TABLE}"`).run();
    } finally {
      db.close();
    }
  },
};

function postgresProgram(name) {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin', name)).find((file) => fs.existsSync(file));
  return found ?? name;
}

function postgresConnection(env) {
  const ssl = env.DATABASE_SSL ? { rejectUnauthorized: true } : undefined;
  if (env.DATABASE_URL) {
    return {
      client: { connectionString: env.DATABASE_URL, ssl },
      dbname: env.DATABASE_URL,
      libpq: env.DATABASE_SSL ? { PGSSLMODE: 'verify-full' } : {},
    };
  }
  return {
    client: {
      host: env.DATABASE_HOST,
      port: env.DATABASE_PORT,
      database: env.DATABASE_NAME,
      user: env.DATABASE_USERNAME,
      password: env.DATABASE_PASSWORD,
      ssl,
    },
    dbname: env.DATABASE_NAME,
    libpq: {
      PGHOST: env.DATABASE_HOST,
      PGPORT: String(env.DATABASE_PORT),
      PGUSER: env.DATABASE_USERNAME,
      PGPASSWORD: env.DATABASE_PASSWORD,
      ...(env.DATABASE_SSL ? { PGSSLMODE: 'verify-full' } : {}),
    },
  };
}

function run(program, args, libpq) {
  return new Promise((resolve, reject) => {
    const child = spawn(postgresProgram(program), args, {
      env: { ...process.env, ...libpq },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) =>
      reject(new BackupRefusal(`${program} could not be run (${error.message}): install PostgreSQL's client programs.`)),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed: ${stderr.trim()}`))));
  });
}

async function withClient(env, work) {
  const client = new pg.Client(postgresConnection(env).client);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const postgresTables = async (client, schema) =>
  (
    await client.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name",
      [schema],
    )
  ).rows.map((row) => row.table_name);

async function postgresCounts(client, schema) {
  await client.query(`SET search_path TO "${schema}"`);
  return countRows(await postgresTables(client, schema), async (sql) => Number((await client.query(sql)).rows[0].n));
}

const postgres = {
  /** The counts are read in the same exported snapshot as the dump. */
  async copy(env, stagingDir) {
    const target = path.join(stagingDir, POSTGRES_DUMP);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const connection = postgresConnection(env);
    return withClient(env, async (client) => {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id;
      const dump = run(
        'pg_dump',
        [
          '--format=custom',
          `--snapshot=${snapshot}`,
          '--no-owner',
          '--no-privileges',
          `--file=${target}`,
          `--dbname=${connection.dbname}`,
        ],
        connection.libpq,
      );
      const counts = await postgresCounts(client, env.DATABASE_SCHEMA);
      await dump;
      await client.query('COMMIT');
      return { file: POSTGRES_DUMP, counts };
    });
  },

  tableCount: (env) => withClient(env, async (client) => (await postgresTables(client, env.DATABASE_SCHEMA)).length),

  async restore(env, stagingDir, { force }) {
    const connection = postgresConnection(env);
    await run(
      'pg_restore',
      [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        ...(force ? ['--clean', '--if-exists'] : []),
        `--dbname=${connection.dbname}`,
        path.join(stagingDir, POSTGRES_DUMP),
      ],
      connection.libpq,
    );
  },

  counts: (env) => withClient(env, (client) => postgresCounts(client, env.DATABASE_SCHEMA)),

  forgetContentGeneration: (env) =>
    withClient(env, async (client) => {
      // A --force restore of an archive made before the table existed leaves the install's own table.
      if ((await postgresTables(client, env.DATABASE_SCHEMA)).includes(CONTENT_GENERATION_TABLE))
        await client.query(`DELETE FROM "${env.DATABASE_SCHEMA}"."${CONTENT_GENERATION_TABLE}"`);
    }),
};

export const databaseOf = (env) => (env.DATABASE_CLIENT === 'postgres' ? postgres : sqlite);
