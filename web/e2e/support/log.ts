import fs from 'node:fs';

/** A line of the site's JSON log. */
export type LogEvent = { event: string; path?: string; status?: number; cache?: string };

const sizeNow = () => fs.statSync(process.env.E2E_WEB_LOG!).size;

/** How long the log must stay the same to hold every page view asked for so far (the site writes them every 100 ms). */
const QUIET_MS = 400;

/**
 * The size of the site's log once it has written the page views of the requests made so far: pass
 * it to `logEventsSince` to read what later requests add, and none of the earlier ones.
 */
export async function logSize(): Promise<number> {
  for (let size = sizeNow(); ;) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const now = sizeNow();
    if (now === size) return size;
    size = now;
  }
}

/** The site's JSON log lines written since `from` (a byte offset). */
export function logEventsSince(from: number): LogEvent[] {
  return fs
    .readFileSync(process.env.E2E_WEB_LOG!)
    .subarray(from)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogEvent);
}
