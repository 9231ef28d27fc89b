import fs from 'node:fs';
import SonicBoom from 'sonic-boom';

export interface PageView {
  method: string;
  path: string;
  status: number;
  ms: number;
  /** Absent when the response cache was not asked. */
  cache?: 'hit' | 'miss' | 'stale';
}

/** Formatted once a millisecond, however many lines share it. */
let lastMs = 0;
let lastTime = '';
function timeNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = new Date(now).toISOString();
  }
  return lastTime;
}

/** Field by field (the client-chosen method and path JSON-escaped): JSON.stringify was a fifth of a hit's cost. */
export function pageViewLine({ method, path, status, ms, cache }: PageView, time: string): string {
  const outcome = cache === undefined ? '' : `,"cache":"${cache}"`;
  return `{"time":"${time}","event":"request","method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms}${outcome}}\n`;
}

export const PAGE_VIEW_FLUSH_MS = 100;
export const PAGE_VIEW_BATCH_CHARS = 64 * 1024;

/** Page views are the one line a cache hit writes, so they are batched (decision 084). */
export function pageViewLog(fd: number, { flushMs = PAGE_VIEW_FLUSH_MS, batchChars = PAGE_VIEW_BATCH_CHARS } = {}) {
  const destination = new SonicBoom({ fd, sync: false });
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    destination.write(pending);
    pending = '';
  };
  return {
    log(view: PageView) {
      pending += pageViewLine(view, timeNow());
      if (pending.length >= batchChars) flush();
      // Unref'd: a batch never keeps the process alive; `exit` writes it.
      else timer ??= setTimeout(flush, flushMs).unref();
    },
    /** Synchronous: an asynchronous write handed over now would not outlive the process. */
    exit() {
      clearTimeout(timer);
      destination.flushSync();
      if (pending !== '') fs.writeSync(fd, pending);
      pending = '';
    },
  };
}

const pageViews = pageViewLog(1);
process.on('exit', pageViews.exit);

export const logPageView = pageViews.log;

/** Written at once: events are rare and must not be lost. */
export function logEvent(event: string, fields: Record<string, unknown>) {
  const line = JSON.stringify({ time: new Date().toISOString(), event, ...fields });
  if (event.endsWith('error') || event === 'not-found') console.error(line);
  else console.log(line);
}

/** With its causes: a failed fetch only says "fetch failed"; the refused connection is in its cause. */
export function errorFields(error: unknown): { message: string; cause?: string; path?: string } {
  const describe = (value: unknown): string => {
    if (!(value instanceof Error)) return String(value);
    // A host with several addresses fails with one error per address and no message of its own.
    const inner = value instanceof AggregateError ? ` [${value.errors.map(describe).join('; ')}]` : '';
    return `${value.name}: ${value.message}${inner}`;
  };
  const causes: string[] = [];
  for (let cause = (error as { cause?: unknown } | null)?.cause; cause !== undefined && causes.length < 5;) {
    causes.push(describe(cause));
    cause = (cause as { cause?: unknown } | null)?.cause;
  }
  const path = (error as { path?: unknown } | null)?.path;
  return {
    message: describe(error),
    cause: causes.length > 0 ? causes.join(' <- ') : undefined,
    path: typeof path === 'string' ? path : undefined,
  };
}
