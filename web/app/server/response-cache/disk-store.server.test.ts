import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_CACHE } from '../../platform/http.server';
import { DiskPageStore } from './disk-store.server';
import { ResponseCache, type RenderedAnswer } from './response-cache.server';
import { MemoryPageStore } from './store.server';

const html = (text: string) => `<!DOCTYPE html><html><body>${`<p>${text}</p>`.repeat(200)}</body></html>`;
const answer = (text: string): RenderedAnswer => ({
  status: 200,
  statusText: '',
  headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE }),
  body: Buffer.from(html(text)),
});

describe('DiskPageStore', () => {
  const folders: string[] = [];
  const stores: DiskPageStore[] = [];
  afterEach(() => {
    stores.splice(0).forEach((store) => store.close());
    folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true }));
  });
  const scratchFile = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'page-file-'));
    folders.push(folder);
    return path.join(folder, 'nested', 'pages.sqlite');
  };
  /**
   * One process's cache on the file: its own memory, the file it shares with the processes before
   * and after it. `generation`: what the CMS said it serves when the process started (none: not asked yet).
   */
  const processOn = (
    file: string,
    { build = 'build-1', maxBytes = 10_000_000, now = (): number => 0, generation = 'content-1' as string | null } = {},
  ) => {
    const store = new DiskPageStore(new MemoryPageStore(1_000_000), file, { maxBytes, build, now });
    stores.push(store);
    const cache = new ResponseCache({ store, ttlMs: 60_000, now });
    if (generation !== null) cache.adoptContentGeneration(generation);
    return { store, cache };
  };
  /** Ends a process: its file stays for the next. */
  const stop = (store: DiskPageStore) => {
    store.close();
    stores.splice(stores.indexOf(store), 1);
  };

  it('gives a restarted process the pages the last one kept, with their compressed copies and ETags', async () => {
    const file = scratchFile();
    const before = processOn(file);
    const { page } = await before.cache.renderShared('/articles/kyoto', async () => answer('Kyoto'));
    stop(before.store);

    const after = processOn(file);
    const kept = await after.cache.servable('/articles/kyoto');
    expect(kept?.identity.body.toString()).toBe(html('Kyoto'));
    expect(kept?.identity.etag).toBe(page!.identity.etag);
    expect(kept?.gzip?.etag).toBe(page!.gzip!.etag);
    expect(kept?.br?.body.equals(page!.br!.body)).toBe(true);
    expect(kept?.tags).toEqual(page!.tags);
  });

  it('purges by tag and everything from the file, so a purged page does not come back', async () => {
    const file = scratchFile();
    const { store, cache } = processOn(file);
    await cache.renderShared('/articles/kyoto', async () => answer('Kyoto'));
    await cache.renderShared('/about', async () => answer('About'));
    expect(await cache.purge({ tags: ['post:kyoto'] })).toBe(1);
    store.close();
    stores.pop();

    const next = processOn(file);
    expect(await next.cache.servable('/articles/kyoto')).toBeUndefined();
    expect(await next.cache.servable('/about')).toBeDefined();
    expect(await next.cache.purge({ everything: true })).toBe(1);
    expect(await processOn(file).cache.servable('/about')).toBeUndefined();
  });

  it('starts empty on a file another build wrote, or one that is not a database', async () => {
    const file = scratchFile();
    const first = processOn(file);
    await first.cache.renderShared('/about', async () => answer('About'));
    first.store.close();
    stores.pop();
    expect(await processOn(file, { build: 'build-2' }).cache.servable('/about')).toBeUndefined();

    const damaged = scratchFile();
    fs.mkdirSync(path.dirname(damaged), { recursive: true });
    fs.writeFileSync(damaged, 'not a database at all, just some bytes'.repeat(200));
    const fresh = processOn(damaged);
    await fresh.cache.renderShared('/about', async () => answer('About'));
    expect(await fresh.cache.servable('/about')).toBeDefined();
  });

  it('stays within its bound, dropping the pages stored longest ago', async () => {
    const clock = { now: 0 };
    const file = scratchFile();
    // Each page's text is random, so its compressed copies (about 5 KB a page on disk) are as large as it is: the bound holds 3 pages.
    const { cache } = processOn(file, { maxBytes: 16_000, now: () => clock.now });
    for (const place of ['kyoto', 'lima', 'oaxaca', 'porto']) {
      clock.now += 1;
      const text = randomBytes(2500).toString('base64');
      await cache.renderShared(`/articles/${place}`, async () => ({ ...answer(''), body: Buffer.from(text) }));
    }
    const later = processOn(file, { maxBytes: 16_000, now: () => clock.now });
    expect(await later.cache.servable('/articles/kyoto')).toBeUndefined();
    expect(await later.cache.servable('/articles/porto')).toBeDefined();
  });

  it('drops every page when the CMS serves another content generation, in memory and in the file', async () => {
    const file = scratchFile();
    const before = processOn(file);
    await before.cache.renderShared('/articles', async () => answer('Kyoto'));
    // The CMS's database is restored while the site runs: its announcement reaches the running process.
    expect(await before.cache.adoptContentGeneration('content-2')).toBe(true);
    expect(await before.cache.servable('/articles')).toBeUndefined();
    await before.cache.renderShared('/about', async () => answer('About'));
    stop(before.store);

    // A restart on the same generation keeps the pages; pointed at a CMS on another database, none.
    expect(await processOn(file, { generation: 'content-2' }).cache.servable('/about')).toBeDefined();
    const moved = processOn(file, { generation: 'content-3' });
    expect(await moved.cache.servable('/about')).toBeUndefined();
    stop(moved.store);
    expect(await processOn(file, { generation: 'content-2' }).cache.servable('/about')).toBeUndefined();
  });

  it('sends a kept page before the CMS has said its generation only when a render fails', async () => {
    const file = scratchFile();
    const before = processOn(file);
    await before.cache.renderShared('/articles', async () => answer('Kyoto'));
    stop(before.store);

    const unasked = processOn(file, { generation: null });
    expect(await unasked.cache.servable('/articles')).toBeUndefined();
    const down = await unasked.cache.renderShared('/articles', async () => ({ ...answer('Down'), status: 503 }));
    expect([down.outcome, down.page?.identity.body.toString()]).toEqual(['stale', html('Kyoto')]);
    const up = await unasked.cache.renderShared('/articles', async () => answer('Lima'));
    expect(up.page?.identity.body.toString()).toBe(html('Lima'));
  });

  it("has the first readers after a restart wait for the start's question to the CMS, then meet kept pages", async () => {
    const file = scratchFile();
    const before = processOn(file);
    await before.cache.renderShared('/articles', async () => answer('Kyoto'));
    stop(before.store);

    const after = processOn(file, { generation: null });
    let cmsAnswers!: () => void;
    const asked = new Promise<void>((resolve) => (cmsAnswers = resolve)).then(() =>
      after.cache.adoptContentGeneration('content-1'),
    );
    after.cache.awaitContentGeneration(asked);
    const first = after.cache.servable('/articles');
    expect(first).toBeInstanceOf(Promise);
    cmsAnswers();
    expect((await first)?.identity.body.toString()).toBe(html('Kyoto'));
  });
});
