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
  'locale',
] as const;
type Columns = Record<(typeof INDEXED)[number], string>;

/** Indexes of decisions 018 and 025 before each list became one language's (decision 100), dropped on start. */
const BEFORE_LANGUAGES = [
  ...['created', 'published', 'title', 'author', 'type_created', 'type_published'].map((key) => `pub_${key}_idx`),
  ...['created', 'published', 'title', 'author', 'type_created', 'type_published'].map((key) => `live_${key}_idx`),
  ...['created_at', 'updated_at', 'author', 'title', 'type_created'].map((key) => `draft_${key}_idx`),
  'scheduled_created_idx',
  'review_idx',
];

/**
 * Partial indexes for published and draft rows (decisions 018, 025), each led by the language every
 * list filters on (decision 100): without it SQLite and PostgreSQL read every language's rows to
 * find one's, and a planner given the choice between an index on the language alone and one in the
 * list's order takes the language's and sorts. Trigram ones match `$containsi` exactly.
 */
function indexStatements(name: string, table: string, c: Columns, postgres: boolean, schemaPrefix = ''): string[] {
  const published = `WHERE ${c.publishedAt} IS NOT NULL`;
  const drafts = `WHERE ${c.publishedAt} IS NULL`;
  const scheduled = `${drafts} AND ${c.scheduledAt} IS NOT NULL`;
  const index = (suffix: string, columns: string[], where: string) =>
    `CREATE INDEX IF NOT EXISTS ${name}_${suffix} ON ${table} (${[...new Set(columns)].join(', ')}) ${where}`;
  // Ending with their condition's columns lets SQLite count and page from the index alone.
  const draftIndex = (suffix: string, keys: string[], where = drafts, carried: string[] = []) => {
    const own = where === scheduled ? [c.publishedAt, c.scheduledAt] : [c.publishedAt];
    return index(`lang_${suffix}`, [c.locale, ...keys, 'id', ...own, ...carried], where);
  };
  // Ending with trashedAt, live rows are counted from the index alone (90,000 on SQLite: 220 ms -> 4 ms).
  const liveIndex = (suffix: string, keys: string[]) =>
    index(`lang_live_${suffix}`, [c.locale, ...keys, 'id', c.trashedAt], published);
  const statements = [
    ...BEFORE_LANGUAGES.map((suffix) => `DROP INDEX IF EXISTS ${schemaPrefix}${name}_${suffix}`),
    liveIndex('created_idx', [c.createdAt]),
    liveIndex('published_idx', [c.publishedAt]),
    liveIndex('title_idx', [c.title]),
    liveIndex('author_idx', [c.author]),
    liveIndex('type_created_idx', [c.postType, c.createdAt]),
    liveIndex('type_published_idx', [c.postType, c.publishedAt]),
    `CREATE INDEX IF NOT EXISTS ${name}_slug_idx ON ${table} (${c.slug})`,
    // The Trash's rows alone (decision 040); the site's 410 finds them by address.
    `CREATE INDEX IF NOT EXISTS ${name}_trashed_idx ON ${table} (${c.trashedSlug}, id) WHERE ${c.trashedAt} IS NOT NULL`,
    // A list's total less its trashed rows: without it SQLite counts those through another language-led index.
    index('lang_trashed_idx', [c.locale, c.publishedAt, c.trashedAt], `WHERE ${c.trashedAt} IS NOT NULL`),
    ...(['createdAt', 'updatedAt', 'author'] as const).map((field) => draftIndex(`draft_${c[field]}_idx`, [c[field]])),
    // With the author, a search too short for trigrams scans this index, not the posts.
    draftIndex(`draft_${c.title}_idx`, [c.title], drafts, [c.author]),
    draftIndex('draft_type_created_idx', [c.postType, c.createdAt]),
    // With the story, the scheduled list's "not live yet" is read from the index alone.
    draftIndex('scheduled_created_idx', [c.createdAt], scheduled, [c.documentId]),
    // The scheduler's, across languages: it publishes whatever is due.
    index('scheduled_at_idx', [c.scheduledAt, c.documentId, 'id', c.publishedAt], scheduled),
    // Posts in review (decision 045): few among many drafts.
    index(
      'lang_review_idx',
      [c.locale, c.reviewRequestedAt, c.documentId, c.trashedAt, 'id'],
      `${drafts} AND ${c.reviewRequestedAt} IS NOT NULL`,
    ),
  ];
  if (postgres) {
    statements.push(
      // A language's total: B-tree deduplication keeps these a seventh of a list index's size (100,000
      // drafts counted in 10 ms, not 30). SQLite's planner, without statistics, would page a list through
      // them and sort it, so they are PostgreSQL's alone.
      index('lang_draft_count_idx', [c.locale, c.trashedAt], drafts),
      index('lang_live_count_idx', [c.locale, c.trashedAt], published),
      'CREATE EXTENSION IF NOT EXISTS pg_trgm',
      ...(['title', 'author'] as const).flatMap((field) => [
        `CREATE INDEX IF NOT EXISTS ${name}_${field}_trgm_idx ON ${table} USING gin (LOWER(CAST(${c[field]} AS VARCHAR)) gin_trgm_ops) ${published}`,
        `CREATE INDEX IF NOT EXISTS ${name}_draft_${field}_trgm_idx ON ${table} USING gin (LOWER(CAST(${c[field]} AS VARCHAR)) gin_trgm_ops) ${drafts}`,
      ]),
    );
  }
  return statements;
}

/** Strapi rebuilding the table drops the triggers, so missing triggers mean the index is made again. */
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

export async function ensurePostIndexes(strapi: Core.Strapi) {
  const { tableName, column } = rawTable(strapi, BLOG_POST_UID);
  const columns = Object.fromEntries(INDEXED.map((name) => [name, column(name)])) as Columns;
  const postgres = strapi.db.config.connection.client === 'postgres';
  const schema = databaseSchema(strapi);
  const table = schema ? `"${schema}"."${tableName}"` : tableName;
  for (const statement of indexStatements(tableName, table, columns, postgres, schema ? `"${schema}".` : ''))
    await strapi.db.connection.raw(statement);
  if (!postgres) await ensureSqliteSearch(strapi, tableName, columns);
}
