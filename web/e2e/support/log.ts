import fs from 'node:fs';

/** A line of the site's JSON log. */
export type LogEvent = { event: string; path?: string; status?: number; cache?: string };

/** The size of the site's log now: pass it to `logEventsSince` to read what comes after. */
export const logSize = () => fs.statSync(process.env.E2E_WEB_LOG!).size;

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
