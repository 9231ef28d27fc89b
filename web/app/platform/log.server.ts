import SonicBoom from 'sonic-boom';

export interface PageView {
  method: string;
  path: string;
  status: number;
  ms: number;
  /** How the response cache answered: `hit`, `miss` (rendered and stored), `stale`, or absent when it was not asked. */
  cache?: 'hit' | 'miss' | 'stale';
}

/** The time of a log line: written once a millisecond, however many lines share it. */
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

/**
 * The line of a page view: `{"time":…,"event":"request","method":…,"path":…,"status":…,"ms":…}`,
 * written field by field (method and path, which a client chooses, JSON-escaped): a generic
 * JSON.stringify of the view was a fifth of what a cache hit costs.
 */
export function pageViewLine({ method, path, status, ms, cache }: PageView, time: string): string {
  const outcome = cache === undefined ? '' : `,"cache":"${cache}"`;
  return `{"time":"${time}","event":"request","method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms}${outcome}}\n`;
}

/** How long a page view waits in the process, at most, before it is handed to the writer. */
export const PAGE_VIEW_FLUSH_MS = 100;
/** Pending page views past this many characters are handed over at once. */
export const PAGE_VIEW_BATCH_CHARS = 64 * 1024;

/**
 * Page view lines written to a file descriptor (DESIGN.md section 7). They are the one log line a
 * cache hit writes, so they are batched (decision 084): lines join a batch, handed to pino's
 * asynchronous writer, sonic-boom, once `flushMs` has passed since its first line or once it holds
 * `batchChars`, so a write serves hundreds of page views rather than the few of one turn of the
 * event loop. The process writes what is left synchronously as it exits (`exit`).
 */
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
    /** Writes everything, pending or in flight, before the process ends. */
    exit() {
      flush();
      destination.flushSync();
    },
  };
}

const pageViews = pageViewLog(1);
process.on('exit', pageViews.exit);

/** One line per page view on stdout (pageViewLog). */
export const logPageView = pageViews.log;

/** One line per event, as JSON, on stdout or, for errors, stderr; written at once, as they are rare and must not be lost. */
export function logEvent(event: string, fields: Record<string, unknown>) {
  const line = JSON.stringify({ time: new Date().toISOString(), event, ...fields });
  if (event.endsWith('error') || event === 'not-found') console.error(line);
  else console.log(line);
}

/**
 * An error as log fields: what it says, the chain of causes behind it (a failed fetch only says
 * "fetch failed"; the refused connection or the timeout is in its cause), and the path of the
 * request it was about, when it carries one (the CMS's errors do).
 */
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
