import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { CATEGORIES, DEFAULT_POST_TYPE_LABEL, SITE_LANGUAGES, type LanguageCode } from '@journey-canvas/shared';
import { databaseSchema, rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../../../content-types';
import { TAG_UID } from '../../../content-types';
import { tagLinks } from '../../tag/rules/tag-links';

/**
 * The readers' full-text index (decision 029): a table of published rows beside `blog_posts`, kept in
 * step by database triggers so every write is seen, bulk inserts and Strapi's panel included.
 * SQLite: FTS5 ranked by bm25, accents folded and Porter stems for every language (no other stemmer
 * ships with it). PostgreSQL: tsvector with GIN, diacritics removed before each row's own language's
 * Snowball stemmer (decision 100), so "randonnées" finds "randonnée" in French and "walks" "walking" in English.
 */

/** PostgreSQL's Snowball stemmer for each site language; none for a language it has no stemmer for. */
export const POSTGRES_STEMMERS: Record<LanguageCode, string | undefined> = {
  en: 'english_stem',
  fr: 'french_stem',
  de: 'german_stem',
  es: 'spanish_stem',
  pt: 'portuguese_stem',
  it: 'italian_stem',
  nl: 'dutch_stem',
  pl: undefined,
  sv: 'swedish_stem',
  ja: undefined,
  zh: undefined,
  ar: 'arabic_stem',
};

export interface SourceColumns {
  id: string;
  title: string;
  author: string;
  postType: string;
  content: string;
  publishedAt: string;
  locale: string;
}

/** Tables quoted and qualified like `posts`. */
export interface TagSource {
  links: string;
  linkPost: string;
  linkTag: string;
  tags: string;
  name: string;
}

export interface IndexTarget {
  postgres: boolean;
  /** Schema-qualified and quoted on PostgreSQL, as is `index`. */
  posts: string;
  index: string;
  /** Prefix for trigger and function names, unquoted. */
  name: string;
  schema?: string;
  schemaPrefix: string;
  columns: SourceColumns;
  tags: TagSource;
}

/** Weights of bm25 (SQLite) per column: title, author, category, tags, content. */
export const BM25_WEIGHTS = [10, 4, 4, 4, 1] as const;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The label a reader sees, so searching "food & cuisine" finds food stories. */
export function categoryLabelSql(column: string): string {
  const cases = CATEGORIES.map((category) => `WHEN ${quote(category.value)} THEN ${quote(category.label)}`).join(' ');
  return `CASE ${column} ${cases} ELSE ${quote(DEFAULT_POST_TYPE_LABEL)} END`;
}

export function indexTarget(strapi: Core.Strapi): IndexTarget {
  const { tableName, column } = rawTable(strapi, BLOG_POST_UID);
  const postgres = strapi.db.config.connection.client === 'postgres';
  const schema = databaseSchema(strapi);
  const schemaPrefix = schema ? `"${schema}".` : '';
  const name = `${tableName}_fts`;
  const links = tagLinks(strapi);
  const tags = rawTable(strapi, TAG_UID);
  const qualify = (table: string) => `${schemaPrefix}${postgres ? `"${table}"` : table}`;
  return {
    postgres,
    posts: `${schemaPrefix}${postgres ? `"${tableName}"` : tableName}`,
    index: `${schemaPrefix}${name}`,
    name,
    schema,
    schemaPrefix,
    columns: {
      id: 'id',
      title: column('title'),
      author: column('author'),
      postType: column('postType'),
      content: column('content'),
      publishedAt: column('publishedAt'),
      locale: column('locale'),
    },
    tags: {
      links: qualify(links.table),
      linkPost: links.post,
      linkTag: links.tag,
      tags: qualify(tags.tableName),
      name: tags.column('name'),
    },
  };
}

function tagNamesSql(target: IndexTarget, postId: string, aggregate: 'group_concat' | 'string_agg') {
  const t = target.tags;
  return `(SELECT ${aggregate}(tg.${t.name}, ' ') FROM ${t.links} tl JOIN ${t.tags} tg ON tg.id = tl.${t.linkTag} WHERE tl.${t.linkPost} = ${postId})`;
}

export function sqliteDefinition(target: IndexTarget) {
  const { index, name, posts, columns: c, tags: t } = target;
  const values = (row: string) =>
    `${row}.${c.id}, ${row}.${c.title}, ${row}.${c.author}, ${categoryLabelSql(`${row}.${c.postType}`)}, ${tagNamesSql(target, `${row}.${c.id}`, 'group_concat')}, ${row}.${c.content}`;
  const columns = 'rowid, title, author, category, tags, content';
  const insert = (row: string) =>
    `INSERT INTO ${index}(${columns}) SELECT ${values(row)} WHERE ${row}.${c.publishedAt} IS NOT NULL;`;
  const remove = `DELETE FROM ${index} WHERE rowid = old.${c.id};`;
  const reindex = (rows: string) =>
    `DELETE FROM ${index} WHERE rowid IN (${rows}); INSERT INTO ${index}(${columns}) SELECT ${values('p')} FROM ${posts} p WHERE p.${c.id} IN (${rows}) AND p.${c.publishedAt} IS NOT NULL;`;
  const tagged = (tag: string) => `SELECT ${t.linkPost} FROM ${t.links} WHERE ${t.linkTag} = ${tag}`;
  return {
    table: `CREATE VIRTUAL TABLE ${index} USING fts5(title, author, category, tags, content, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2')`,
    triggers: {
      [`${name}_ai`]: `CREATE TRIGGER ${name}_ai AFTER INSERT ON ${posts} BEGIN ${insert('new')} END`,
      [`${name}_ad`]: `CREATE TRIGGER ${name}_ad AFTER DELETE ON ${posts} BEGIN ${remove} END`,
      [`${name}_au`]: `CREATE TRIGGER ${name}_au AFTER UPDATE ON ${posts} BEGIN ${remove} ${insert('new')} END`,
      [`${name}_tags_ai`]: `CREATE TRIGGER ${name}_tags_ai AFTER INSERT ON ${t.links} BEGIN ${reindex(`SELECT new.${t.linkPost}`)} END`,
      [`${name}_tags_ad`]: `CREATE TRIGGER ${name}_tags_ad AFTER DELETE ON ${t.links} BEGIN ${reindex(`SELECT old.${t.linkPost}`)} END`,
      [`${name}_tags_au`]: `CREATE TRIGGER ${name}_tags_au AFTER UPDATE ON ${t.links} BEGIN ${reindex(`SELECT new.${t.linkPost} UNION SELECT old.${t.linkPost}`)} END`,
      [`${name}_tag_names`]: `CREATE TRIGGER ${name}_tag_names AFTER UPDATE OF ${t.name} ON ${t.tags} BEGIN ${reindex(tagged('new.id'))} END`,
    },
    rebuild: [
      `DELETE FROM ${index}`,
      `INSERT INTO ${index}(${columns}) SELECT ${values('p')} FROM ${posts} p WHERE p.${c.publishedAt} IS NOT NULL`,
    ],
  };
}

/** The three triggers `postgresDefinition` creates, unquoted as `pg_trigger` names them. */
export const postgresTriggerNames = ({ name }: IndexTarget) => [`${name}_sync`, `${name}_tags_sync`, `${name}_tag_names_sync`];

export function postgresDefinition(target: IndexTarget) {
  const [postsTrigger, linksTrigger, tagNamesTrigger] = postgresTriggerNames(target);
  const { index, name, posts, schemaPrefix, columns: c } = target;
  const languageFn = `${schemaPrefix}${name}_language`;
  const documentFn = `${schemaPrefix}${name}_document`;
  const syncFn = `${schemaPrefix}${name}_sync`;
  const reindexFn = `${schemaPrefix}${name}_reindex`;
  const tagsFn = `${schemaPrefix}${name}_tags_sync`;
  const tagNamesFn = `${schemaPrefix}${name}_tag_names_sync`;
  const t = target.tags;
  const args = (row: string) =>
    `${row}.${c.title}, ${row}.${c.author}, ${row}.${c.postType}, ${tagNamesSql(target, `${row}.${c.id}`, 'string_agg')}, ${row}.${c.content}, ${row}.${c.locale}`;
  const configs = SITE_LANGUAGES.map(({ code }) => ({
    code,
    config: `${schemaPrefix}${name}_${code}`,
    stemmer: POSTGRES_STEMMERS[code],
  }));
  // One configuration of our own per language: its stems (or the words as they are), after unaccent folds "café" to "cafe".
  const createConfigs = configs.map(
    ({ config, stemmer }) => `DROP TEXT SEARCH CONFIGURATION IF EXISTS ${config};
      CREATE TEXT SEARCH CONFIGURATION ${config} (COPY = simple);
      ALTER TEXT SEARCH CONFIGURATION ${config} ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, hword, hword_part, word WITH unaccent, ${stemmer ?? 'simple'}`,
  );
  const cases = configs.map(({ code, config }) => `WHEN ${quote(code)} THEN '${config}'::regconfig`).join(' ');
  const language = `CREATE OR REPLACE FUNCTION ${languageFn}(locale text) RETURNS regconfig
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT CASE locale ${cases} ELSE '${configs[0]!.config}'::regconfig END $$`;
  const document = `CREATE OR REPLACE FUNCTION ${documentFn}(title text, author text, post_type text, tags text, content text, locale text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT setweight(to_tsvector(${languageFn}(locale), coalesce(title, '')), 'A')
        || setweight(to_tsvector(${languageFn}(locale), coalesce(author, '') || ' ' || ${categoryLabelSql('post_type')} || ' ' || coalesce(tags, '')), 'B')
        || setweight(to_tsvector(${languageFn}(locale), coalesce(content, '')), 'D')
    $$`;
  // Run after a post's tags change: a link added, removed or moved, a tag renamed.
  const reindex = `CREATE OR REPLACE FUNCTION ${reindexFn}(post_id integer) RETURNS void LANGUAGE sql AS $$
      DELETE FROM ${index} WHERE id = post_id;
      INSERT INTO ${index} (id, document) SELECT p.${c.id}, ${documentFn}(${args('p')}) FROM ${posts} p
        WHERE p.${c.id} = post_id AND p.${c.publishedAt} IS NOT NULL;
    $$`;
  const tagsSync = `CREATE OR REPLACE FUNCTION ${tagsFn}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN PERFORM ${reindexFn}(OLD.${t.linkPost}); END IF;
      IF TG_OP <> 'DELETE' THEN PERFORM ${reindexFn}(NEW.${t.linkPost}); END IF;
      RETURN NULL;
    END $$`;
  const tagNamesSync = `CREATE OR REPLACE FUNCTION ${tagNamesFn}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM ${reindexFn}(${t.linkPost}) FROM ${t.links} WHERE ${t.linkTag} = NEW.id;
      RETURN NULL;
    END $$`;
  const sync = `CREATE OR REPLACE FUNCTION ${syncFn}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN DELETE FROM ${index} WHERE id = OLD.${c.id}; END IF;
      IF TG_OP <> 'DELETE' AND NEW.${c.publishedAt} IS NOT NULL THEN
        INSERT INTO ${index} (id, document) VALUES (NEW.${c.id}, ${documentFn}(${args('NEW')}));
      END IF;
      RETURN NULL;
    END $$`;
  return {
    /** A search's words are read with the configuration of the language it searches. */
    languageFn,
    setup: [
      'CREATE EXTENSION IF NOT EXISTS unaccent',
      // The index, then the functions that name the configurations, go before the configurations are made again.
      `DROP TABLE IF EXISTS ${index}`,
      `DROP FUNCTION IF EXISTS ${documentFn}(text, text, text, text, text) CASCADE`,
      `DROP FUNCTION IF EXISTS ${documentFn}(text, text, text, text, text, text) CASCADE`,
      `DROP FUNCTION IF EXISTS ${languageFn}(text) CASCADE`,
      // Decision 029's one English configuration, before languages.
      `DROP TEXT SEARCH CONFIGURATION IF EXISTS ${schemaPrefix}${name}_config`,
      ...createConfigs,
      language,
      `CREATE TABLE ${index} (id integer PRIMARY KEY, document tsvector NOT NULL)`,
      `CREATE INDEX ${name}_document_idx ON ${index} USING gin (document)`,
      document,
      sync,
      `CREATE OR REPLACE TRIGGER ${postsTrigger} AFTER INSERT OR UPDATE OR DELETE ON ${posts} FOR EACH ROW EXECUTE FUNCTION ${syncFn}()`,
      reindex,
      tagsSync,
      tagNamesSync,
      `CREATE OR REPLACE TRIGGER ${linksTrigger} AFTER INSERT OR UPDATE OR DELETE ON ${t.links} FOR EACH ROW EXECUTE FUNCTION ${tagsFn}()`,
      `CREATE OR REPLACE TRIGGER ${tagNamesTrigger} AFTER UPDATE OF ${t.name} ON ${t.tags} FOR EACH ROW EXECUTE FUNCTION ${tagNamesFn}()`,
    ],
    rebuild: [
      `TRUNCATE ${index}`,
      `INSERT INTO ${index} (id, document) SELECT p.${c.id}, ${documentFn}(${args('p')}) FROM ${posts} p WHERE p.${c.publishedAt} IS NOT NULL`,
      `ANALYZE ${index}`,
    ],
  };
}

/** An index built by another definition (another label, tokenizer) is rebuilt. */
export const fingerprint = (statements: unknown) =>
  createHash('sha256').update(JSON.stringify(statements)).digest('hex').slice(0, 16);
