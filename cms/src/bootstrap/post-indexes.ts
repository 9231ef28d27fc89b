import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from '../content-types';
import { searchTableOf } from '../api/blog-post/admin-api/list-search';
import { databaseSchema, rawTable } from '../database/raw-table';

const INDEXED = [
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'scheduledAt',
  'title',
  'author',
  'postType',
  'slug',
  'trashedAt',
  'trashedSlug',
  'reviewRequestedAt',
] as const;
type Columns = Record<(typeof INDEXED)[number], string>;

/**
 * Indexes for what the admin and the site sort, filter and search posts by (decisions 018, 025).
 * The site reads published rows, the admin lists draft rows (one per post), so each side has its
 * own partial B-tree indexes, and scheduled drafts theirs. Strapi's `$containsi` compares
 * `LOWER(CAST(col AS VARCHAR))` on PostgreSQL: trigram indexes on exactly that expression serve
 * the site's related-story lookup and the admin's search (admin-api/list-search.ts writes it the same
 * way). On SQLite an FTS5 trigram index of the drafts' title and author, kept in step by
 * triggers, does.
 */
function indexStatements(name: string, table: string, c: Columns, postgres: boolean, schemaPrefix = ''): string[] {
  const published = `WHERE ${c.publishedAt} IS NOT NULL`;
  const drafts = `WHERE ${c.publishedAt} IS NULL`;
  const scheduled = `${drafts} AND ${c.scheduledAt} IS NOT NULL`;
  // The draft indexes end with the columns of their own condition: SQLite reads a row to test a
  // condition on a column its index lacks, so only then does a count or a page read the index alone.
  const draftIndex = (suffix: string, keys: string[], where = drafts, carried: string[] = []) => {
    const own = where === scheduled ? [c.publishedAt, c.scheduledAt] : [c.publishedAt];
    const columns = new Set([...keys, 'id', ...own, ...carried]);
    return `CREATE INDEX IF NOT EXISTS ${name}_${suffix} ON ${table} (${[...columns].join(', ')}) ${where}`;
  };
  // The published indexes end with trashedAt: the site reads live rows (published, outside the
  // Trash), and a count or a page of them then reads the index alone (counting 90,000 live posts on
  // SQLite: 220 ms reading rows, 4 ms from the index). They replace the `_pub_` indexes without it.
  const liveIndex = (suffix: string, keys: string[]) =>
    `CREATE INDEX IF NOT EXISTS ${name}_live_${suffix} ON ${table} (${[...keys, 'id', c.trashedAt].join(', ')}) ${published}`;
  const statements = [
    ...['created', 'published', 'title', 'author', 'type_created', 'type_published'].map(
      (suffix) => `DROP INDEX IF EXISTS ${schemaPrefix}${name}_pub_${suffix}_idx`,
    ),
    liveIndex('created_idx', [c.createdAt]),
    liveIndex('published_idx', [c.publishedAt]),
    liveIndex('title_idx', [c.title]),
    liveIndex('author_idx', [c.author]),
    liveIndex('type_created_idx', [c.postType, c.createdAt]),
    liveIndex('type_published_idx', [c.postType, c.publishedAt]),
    `CREATE INDEX IF NOT EXISTS ${name}_slug_idx ON ${table} (${c.slug})`,
    // The Trash's rows alone (decision 040): lists and search leave them out by id; the site's 410 finds them by address.
    `CREATE INDEX IF NOT EXISTS ${name}_trashed_idx ON ${table} (${c.trashedSlug}, id) WHERE ${c.trashedAt} IS NOT NULL`,
    ...(['createdAt', 'updatedAt', 'author'] as const).map((field) => draftIndex(`draft_${c[field]}_idx`, [c[field]])),
    // Carrying the author too, a search too short for trigrams scans this index, not the posts (9 times less work).
    draftIndex(`draft_${c.title}_idx`, [c.title], drafts, [c.author]),
    draftIndex('draft_type_created_idx', [c.postType, c.createdAt]),
    draftIndex('scheduled_created_idx', [c.createdAt], scheduled),
    // With the document id, the scheduled drafts never published are counted from indexes alone.
    draftIndex('scheduled_at_idx', [c.scheduledAt, c.documentId], scheduled),
    // Posts in review (decision 045), a few among many drafts: the stats' count and the drafts' total read this alone.
    `CREATE INDEX IF NOT EXISTS ${name}_review_idx ON ${table} (${c.reviewRequestedAt}, ${c.documentId}, ${c.trashedAt}, id) ${drafts} AND ${c.reviewRequestedAt} IS NOT NULL`,
  ];
  if (postgres) {
    statements.push(
      'CREATE EXTENSION IF NOT EXISTS pg_trgm',
      ...(['title', 'author'] as const).flatMap((field) => [
        `CREATE INDEX IF NOT EXISTS ${name}_${field}_trgm_idx ON ${table} USING gin (LOWER(CAST(${c[field]} AS VARCHAR)) gin_trgm_ops) ${published}`,
        `CREATE INDEX IF NOT EXISTS ${name}_draft_${field}_trgm_idx ON ${table} USING gin (LOWER(CAST(${c[field]} AS VARCHAR)) gin_trgm_ops) ${drafts}`,
      ]),
    );
  }
  return statements;
}

/**
 * SQLite's search table: an FTS5 trigram index of the draft rows' title and author (the admin
 * lists drafts), contentless, so it holds nothing but the index and a match is a draft row id.
 * Triggers keep it in step with every write. A table Strapi rebuilt (SQLite alters tables by
 * copying them) loses its triggers, and an older search table indexed every row: either way,
 * missing triggers mean the search table is made again from the draft rows.
 */
async function ensureSqliteSearch(strapi: Core.Strapi, table: string, c: Columns) {
  const knex = strapi.db.connection;
  const search = searchTableOf(table);
  const triggers = ['draft_ai', 'draft_ad', 'draft_au'].map((suffix) => `${search}_${suffix}`);
  const present = await knex('sqlite_master').whereIn('name', triggers).count({ count: '*' }).first();
  if (Number(present?.count) === triggers.length) return;
  const add = (row: string) =>
    `INSERT INTO ${search}(rowid, title, author) SELECT ${row}.id, ${row}.${c.title}, ${row}.${c.author} WHERE ${row}.${c.publishedAt} IS NULL;`;
  const remove = (row: string) => `DELETE FROM ${search} WHERE rowid = ${row}.id;`;
  for (const trigger of [...triggers, ...['ai', 'ad', 'au'].map((suffix) => `${search}_${suffix}`)]) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${trigger}`);
  }
  await knex.raw(`DROP TABLE IF EXISTS ${search}`);
  await knex.raw(
    `CREATE VIRTUAL TABLE ${search} USING fts5(title, author, content='', contentless_delete=1, tokenize='trigram')`,
  );
  await knex.raw(`CREATE TRIGGER ${triggers[0]} AFTER INSERT ON ${table} BEGIN ${add('new')} END`);
  await knex.raw(`CREATE TRIGGER ${triggers[1]} AFTER DELETE ON ${table} BEGIN ${remove('old')} END`);
  await knex.raw(`CREATE TRIGGER ${triggers[2]} AFTER UPDATE ON ${table} BEGIN ${remove('old')} ${add('new')} END`);
  await knex.raw(
    `INSERT INTO ${search}(rowid, title, author) SELECT id, ${c.title}, ${c.author} FROM ${table} WHERE ${c.publishedAt} IS NULL`,
  );
}

/** Creates the indexes that are missing; run on every start, so it is idempotent on both databases. */
export async function ensurePostIndexes(strapi: Core.Strapi) {
  const { tableName, column } = rawTable(strapi, BLOG_POST_UID);
  const columns = Object.fromEntries(INDEXED.map((name) => [name, column(name)])) as Columns;
  const postgres = strapi.db.config.connection.client === 'postgres';
  // The table in DATABASE_SCHEMA on PostgreSQL; indexes are made in their table's schema.
  const schema = databaseSchema(strapi);
  const table = schema ? `"${schema}"."${tableName}"` : tableName;
  for (const statement of indexStatements(tableName, table, columns, postgres, schema ? `"${schema}".` : ''))
    await strapi.db.connection.raw(statement);
  if (!postgres) await ensureSqliteSearch(strapi, tableName, columns);
}
