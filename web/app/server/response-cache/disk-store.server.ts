/**
 * Response cache that outlives a restart (decision 070): memory in front, a SQLite file behind.
 * Only a cache: an unreadable file or another build's is replaced, and commits are not synced.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { pageFromRecord, pageMeta } from './page-record.server';
import {
  GenerationQuestion,
  ofAdoptedGeneration,
  type CachedPage,
  type MemoryPageStore,
  type PageStore,
  type PurgeSelector,
} from './store.server';

/** The file's layout: a file of another version is emptied. */
const SCHEMA_VERSION = 2;
/** Past its bound, the file drops pages until it holds this share of it. */
const EVICT_TO = 0.9;

interface PageRow {
  meta: string;
  identity: Buffer | null;
  gzip: Buffer | null;
  br: Buffer | null;
}

export interface DiskPageStoreOptions {
  maxBytes: number;
  /** A file kept by another build (other markup, other asset names) is emptied. */
  build: string;
  now?: () => number;
}

export class DiskPageStore implements PageStore {
  private readonly db: Database.Database;
  private readonly statements;
  private readonly now: () => number;
  private bytes: number;
  private kept: string | undefined;
  /** The content generation the CMS said it serves; undefined until it has. */
  private adopted: string | undefined;
  private readonly generationQuestion = new GenerationQuestion();

  constructor(
    private readonly memory: MemoryPageStore,
    file: string,
    private readonly options: DiskPageStoreOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.db = openPageFile(file, options.build);
    const db = this.db;
    this.statements = {
      read: db.prepare<[string], PageRow>('SELECT meta, identity, gzip, br FROM pages WHERE key = ?'),
      write: db.prepare(
        'INSERT OR REPLACE INTO pages (key, meta, identity, gzip, br, bytes, stored_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      size: db.prepare<[string], { bytes: number }>('SELECT bytes FROM pages WHERE key = ?'),
      remove: db.prepare('DELETE FROM pages WHERE key = ?'),
      removeTags: db.prepare('DELETE FROM page_tags WHERE key = ?'),
      tag: db.prepare('INSERT OR IGNORE INTO page_tags (tag, key) VALUES (?, ?)'),
      tagged: db.prepare<[string], { key: string }>('SELECT key FROM page_tags WHERE tag = ?'),
      oldest: db.prepare<[number], { key: string; bytes: number }>('SELECT key, bytes FROM pages ORDER BY stored_at LIMIT ?'),
      total: db.prepare<[], { bytes: number | null }>('SELECT SUM(bytes) AS bytes FROM pages'),
    };
    this.bytes = this.statements.total.get()?.bytes ?? 0;
    this.kept = db.prepare<[], { id: string }>('SELECT id FROM content_generation').get()?.id;
  }

  /** A fresh page in memory at once; otherwise the file's copy if newer, once the CMS has said its generation. */
  get(key: string): CachedPage | undefined | Promise<CachedPage | undefined> {
    const local = this.memory.get(key);
    if (local && local.freshUntil > this.now()) return local;
    const pending = this.generationQuestion.pending;
    if (pending) return pending.then(() => this.get(key));
    const row = this.statements.read.get(key);
    if (!row) return local;
    const stored = ofAdoptedGeneration(pageFromRow(row), this.kept, this.adopted);
    if (!stored || (local && stored.storedAt <= local.storedAt)) return local;
    this.memory.set(key, stored);
    return stored;
  }

  set(key: string, page: CachedPage): void {
    this.memory.set(key, page);
    const identity = page.gzip ? null : page.identity.body;
    const bytes = (identity?.byteLength ?? 0) + (page.gzip?.body.byteLength ?? 0) + (page.br?.body.byteLength ?? 0);
    this.db.transaction(() => {
      this.forget(key);
      this.statements.write.run(
        key,
        pageMeta(page),
        identity,
        page.gzip?.body ?? null,
        page.br?.body ?? null,
        bytes,
        page.storedAt,
      );
      for (const tag of page.tags) this.statements.tag.run(tag, key);
      this.bytes += bytes;
      if (this.bytes > this.options.maxBytes) this.evict();
    })();
  }

  delete(key: string): void {
    this.memory.delete(key);
    this.db.transaction(() => this.forget(key))();
  }

  keysMatching(selector: PurgeSelector): string[] {
    return this.memory.keysMatching(selector);
  }

  /** Answers how many pages the file dropped (memory holds a subset of them). */
  purge(selector: PurgeSelector): number {
    this.memory.purge(selector);
    return this.db.transaction(() => {
      if ('everything' in selector) return this.forgetAll();
      const keys = new Set(selector.tags.flatMap((tag) => this.statements.tagged.all(tag).map((row) => row.key)));
      for (const key of keys) this.forget(key);
      return keys.size;
    })();
  }

  adoptContentGeneration(generation: string): boolean {
    if (this.adopted !== generation) this.memory.purge({ everything: true });
    this.adopted = generation;
    const previous = this.kept;
    if (previous === generation) return false;
    // A new file's pages (rendered before the CMS was asked) go too: no generation vouches for them.
    this.db.transaction(() => {
      this.forgetAll();
      this.db.prepare('DELETE FROM content_generation').run();
      this.db.prepare('INSERT INTO content_generation (id) VALUES (?)').run(generation);
    })();
    this.kept = generation;
    return previous !== undefined;
  }

  awaitContentGeneration(asked: Promise<unknown>): void {
    this.generationQuestion.asked(asked);
  }

  close(): void {
    this.db.close();
  }

  /** Inside a transaction; answers how many pages went. */
  private forgetAll(): number {
    const { changes } = this.db.prepare('DELETE FROM pages').run();
    this.db.prepare('DELETE FROM page_tags').run();
    this.bytes = 0;
    return changes;
  }

  private forget(key: string): void {
    const existing = this.statements.size.get(key);
    if (!existing) return;
    this.statements.remove.run(key);
    this.statements.removeTags.run(key);
    this.bytes -= existing.bytes;
  }

  private evict(): void {
    const target = this.options.maxBytes * EVICT_TO;
    while (this.bytes > target) {
      const oldest = this.statements.oldest.all(100);
      if (oldest.length === 0) break;
      for (const { key } of oldest) {
        if (this.bytes <= target) break;
        this.forget(key);
      }
    }
  }
}

/** Reading it also proves the file is a database: a damaged one throws. */
function builtBy(db: Database.Database): string | undefined {
  return db.prepare<[], { id: string }>('SELECT id FROM build').get()?.id;
}

function pageFromRow(row: PageRow): CachedPage | undefined {
  const identity = row.identity ?? (row.gzip ? gunzipSync(row.gzip) : undefined);
  return pageFromRecord(row.meta, { identity, gzip: row.gzip ?? undefined, br: row.br ?? undefined });
}

function openPageFile(file: string, build: string): Database.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    return prepareFile(new Database(file), build);
  } catch {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    return prepareFile(new Database(file), build);
  }
}

function prepareFile(db: Database.Database, build: string): Database.Database {
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    const kept = db.pragma('user_version', { simple: true }) === SCHEMA_VERSION ? builtBy(db) : undefined;
    if (kept !== build) {
      db.exec(`
        DROP TABLE IF EXISTS pages;
        DROP TABLE IF EXISTS page_tags;
        DROP TABLE IF EXISTS build;
        DROP TABLE IF EXISTS content_generation;
        CREATE TABLE pages (key TEXT PRIMARY KEY, meta TEXT NOT NULL, identity BLOB, gzip BLOB, br BLOB,
          bytes INTEGER NOT NULL, stored_at INTEGER NOT NULL);
        CREATE INDEX pages_stored_at ON pages (stored_at);
        CREATE TABLE page_tags (tag TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (tag, key)) WITHOUT ROWID;
        CREATE INDEX page_tags_key ON page_tags (key);
        CREATE TABLE build (id TEXT NOT NULL);
        CREATE TABLE content_generation (id TEXT NOT NULL);
        PRAGMA user_version = ${SCHEMA_VERSION};
      `);
      db.prepare('INSERT INTO build (id) VALUES (?)').run(build);
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
