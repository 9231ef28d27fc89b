import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { pageViewLine, pageViewLog } from './log.server';

describe('page view lines', () => {
  const time = '2026-11-27T22:00:00.000Z';

  it('are one JSON line with every field, the cache outcome only when the cache was asked', () => {
    const hit = pageViewLine({ method: 'GET', path: '/articles?page=2', status: 200, ms: 0.4, cache: 'hit' }, time);
    expect(hit.endsWith('\n')).toBe(true);
    expect(hit.trimEnd()).not.toContain('\n');
    expect(JSON.parse(hit)).toEqual({
      time,
      event: 'request',
      method: 'GET',
      path: '/articles?page=2',
      status: 200,
      ms: 0.4,
      cache: 'hit',
    });
    expect(JSON.parse(pageViewLine({ method: 'POST', path: '/contact', status: 303, ms: 12 }, time))).not.toHaveProperty('cache');
  });

  it('escape what a client puts in the method and the path', () => {
    const path = '/a"b\\c\n{"event":"fake"}\u0000\u202e/ünï';
    const line = pageViewLine({ method: 'GE"T', path, status: 404, ms: 1 }, time);
    expect(line.trimEnd()).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({ method: 'GE"T', path, event: 'request', status: 404 });
  });
});

describe('the page view log', () => {
  const file = () => {
    const name = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'page-views-')), 'web.log');
    return { name, fd: fs.openSync(name, 'a') };
  };
  const lines = (name: string) =>
    fs
      .readFileSync(name, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  const view = (at: number) => ({ method: 'GET', path: `/articles?page=${at}`, status: 200, ms: 0, cache: 'hit' as const });

  it('writes every line, in order, once the batch has waited its interval', async () => {
    const { name, fd } = file();
    const log = pageViewLog(fd, { flushMs: 50 });
    for (let at = 1; at <= 3; at += 1) log.log(view(at));
    // Not at the end of the turn: the batch waits for more lines.
    await new Promise((resolve) => setImmediate(resolve));
    expect(fs.readFileSync(name, 'utf8')).toBe('');
    await expect
      .poll(() => lines(name).map((line) => line.path))
      .toEqual(['/articles?page=1', '/articles?page=2', '/articles?page=3']);
    log.log(view(4));
    await expect.poll(() => lines(name).map((line) => line.path)).toHaveLength(4);
    expect(lines(name).at(-1)).toMatchObject({ path: '/articles?page=4' });
  });

  it('hands a full batch over at once, and keeps every line of a burst in order', async () => {
    const { name, fd } = file();
    const log = pageViewLog(fd, { flushMs: 60_000, batchChars: 1024 });
    for (let at = 1; at <= 1000; at += 1) log.log(view(at));
    // Written long before the minute is up: every full batch went to the writer as it filled.
    await expect.poll(() => lines(name).length).toBeGreaterThan(990);
    log.exit();
    expect(lines(name).map((line) => line.path)).toEqual(Array.from({ length: 1000 }, (_, at) => `/articles?page=${at + 1}`));
  });

  it('writes everything at once when the process exits, though every worker thread is busy', async () => {
    const { name, fd } = file();
    const log = pageViewLog(fd, { flushMs: 60_000 });
    log.log(view(1));
    // An asynchronous write would wait behind these in libuv's pool, and the process would end first.
    const workers = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const busy = Array.from({ length: workers }, () => promisify(crypto.pbkdf2)('x', 'y', 200_000, 64, 'sha512'));
    log.exit();
    expect(lines(name)).toEqual([expect.objectContaining({ event: 'request', path: '/articles?page=1', cache: 'hit' })]);
    await Promise.all(busy);
  });
});
