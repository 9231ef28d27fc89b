/**
 * Page views, counted from the site's own answers (decision 101). A request only leaves its header
 * values in a queue; every few seconds the queue is classified, summed and sent to the CMS, which
 * adds the sums to its daily rows. A replica that stops sends what it holds first. Searches and
 * readers' forms are summed as they happen, by the loaders and actions that answer them.
 */
import type { IncomingMessage } from 'node:http';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_KEY_JOIN,
  ANALYTICS_KEY_MAX,
  SEARCH_TERM_MAX,
  SEARCH_TERMS_A_DAY,
  splitLanguagePath,
  trustedProxyAddresses,
  type AnalyticsCount,
  type AnalyticsKind,
  type ReaderAction,
} from '@journey-canvas/shared';
import { once } from '@journey-canvas/shared/server';
import proxyaddr from 'proxy-addr';
import { webEnvironment } from '../platform/env.server';
import { errorFields, logEvent } from '../platform/log.server';
import { siteDetails } from '../data/client/site-settings.server';
import { countableReader, countedRequest, type ViewFacts } from './reader-view.server';
import { visitorDaysInMemory, visitorDaysInRedis, type Visit } from './visitors.server';
import { siteRedis } from '../platform/redis.server';

/** Beyond this many views waiting for one flush (a flood), more are not counted. */
const MAX_QUEUED_VIEWS = 200_000;
/** Sums the CMS could not take are kept for the next flush, up to this many rows. */
const MAX_UNSENT_ROWS = 50_000;
const SEND_TIMEOUT_MS = 5_000;

type QueuedView = ViewFacts & { at: number };

let queue: QueuedView[] = [];
let timer: NodeJS.Timeout | undefined;
let unsent = new Map<string, AnalyticsCount>();
let failing = false;
/** Off in this process (ANALYTICS_COUNTING=off), or since a flush found it turned off in Settings. */
let counting = webEnvironment().analyticsCounting;
/** With Redis, every replica counts a visitor once; without, this replica alone. */
const visitors = once(() => {
  const shared = siteRedis();
  return shared ? visitorDaysInRedis(shared) : visitorDaysInMemory();
});

const trust = (() => {
  const addresses = trustedProxyAddresses(process.env);
  return addresses.length > 0 ? proxyaddr.compile(addresses) : () => false;
})();

/** The CMS away, the last answer stands, or on: counting is on unless an Administrator turned it off. */
const countingOn = () =>
  siteDetails().then(
    ({ details }) => details.analytics,
    () => true,
  );

/** `/articles/slug` in any language; the CMS finds the story. */
const isStoryAddress = (path: string) => /^\/articles\/[^/]+$/.test(splitLanguagePath(path).path);

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Called as the answer goes out; `url` is the address as the reader asked it. */
export function countView(request: IncomingMessage, url: string, status: number): void {
  if (!counting || queue.length >= MAX_QUEUED_VIEWS) return;
  const { headers } = request;
  const countryHeader = webEnvironment().analyticsCountryHeader;
  queue.push({
    at: Date.now(),
    method: request.method,
    url,
    status,
    remoteAddress: request.socket.remoteAddress,
    forwardedFor: headerValue(headers['x-forwarded-for']),
    userAgent: headers['user-agent'],
    referer: headers.referer,
    acceptLanguage: headers['accept-language'],
    country: countryHeader ? headerValue(headers[countryHeader]) : undefined,
    purpose: headerValue(headers['sec-purpose'] ?? headers.purpose),
    doNotTrack: headers.dnt === '1' || headers['sec-gpc'] === '1',
    tripPack: headers['x-trip-pack'] === 'save',
  });
  flushSoon();
}

function flushSoon() {
  timer ??= setTimeout(() => void flushViews(), webEnvironment().analyticsFlushMs).unref();
}

const today = () => new Date().toISOString().slice(0, 10);

/** Each day's distinct search terms so far, so 10,000 made-up terms keep at most SEARCH_TERMS_A_DAY rows. */
let searchDay = '';
let searchTerms = new Set<string>();

/** A search a reader made (its first page), with how many stories it found. */
export function countSearch(request: Request, query: string, results: number): void {
  if (!counting || !countableReader(request.headers)) return;
  const day = today();
  if (day !== searchDay) {
    searchDay = day;
    searchTerms = new Set();
  }
  let term = query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, SEARCH_TERM_MAX);
  if (!searchTerms.has(term)) {
    if (searchTerms.size < SEARCH_TERMS_A_DAY) searchTerms.add(term);
    else term = '';
  }
  add('search', day, term, 1, 0);
  add('search-results', day, term, results, 0);
  flushSoon();
}

/** A question asked, a newsletter sign-up or confirmation: counted once it succeeded. */
export function countReaderAction(request: Request, action: ReaderAction): void {
  if (!counting || !countableReader(request.headers)) return;
  add('action', today(), action, 1, 0);
  flushSoon();
}

function add(kind: AnalyticsKind, period: string, key: string, views: number, visitors: number) {
  const trimmed = key.slice(0, ANALYTICS_KEY_MAX);
  const id = `${kind}\t${period}\t${trimmed}`;
  const row = unsent.get(id);
  if (row) {
    row.views += views;
    row.visitors += visitors;
  } else if (unsent.size < MAX_UNSENT_ROWS) {
    unsent.set(id, { kind, period, key: trimmed, views, visitors });
  }
}

async function sum(views: QueuedView[]) {
  const siteHost = new URL(webEnvironment().siteUrl).hostname;
  const pageViews: { hour: string; visit: Visit }[] = [];
  for (const facts of views) {
    const counted = countedRequest(facts, siteHost);
    if (!counted) continue;
    const time = new Date(facts.at).toISOString();
    const day = time.slice(0, 10);
    if (counted.kind === 'feed') {
      add('feed', day, counted.feed, 1, 0);
      continue;
    }
    if (counted.kind === 'trip-pack') {
      add('action', day, 'trip-pack', 1, 0);
      continue;
    }
    if (counted.kind === 'not-found') {
      add('not-found', day, counted.path, 1, 0);
      add('not-found-referrer', day, `${counted.path}${ANALYTICS_KEY_JOIN}${counted.referrer}`, 1, 0);
      continue;
    }
    const view = counted;
    const address = proxyaddr(
      { socket: { remoteAddress: facts.remoteAddress }, headers: { 'x-forwarded-for': facts.forwardedFor } } as never,
      trust,
    );
    pageViews.push({ hour: time.slice(0, 13), visit: { day, address: address ?? '', userAgent: facts.userAgent ?? '' } });
    add('path', day, view.path, 1, 0);
    add('referrer', day, view.referrer, 1, 0);
    add('country', day, view.country, 1, 0);
    add('device', day, view.device, 1, 0);
    if (!isStoryAddress(view.path)) continue;
    add('story', day, view.path, 1, 0);
    add('story-referrer', day, `${view.path}${ANALYTICS_KEY_JOIN}${view.referrer}`, 1, 0);
    add('story-country', day, `${view.path}${ANALYTICS_KEY_JOIN}${view.country}`, 1, 0);
  }
  const firsts = await visitors().firstVisits(pageViews.map(({ visit }) => visit));
  pageViews.forEach(({ hour }, at) => add('site', hour, '', 1, firsts[at] ? 1 : 0));
}

async function send(counts: AnalyticsCount[]): Promise<void> {
  const { cmsUrl, purgeSecret } = webEnvironment();
  const answer = await fetch(`${cmsUrl}/api/analytics/counts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${purgeSecret}` },
    body: JSON.stringify({ counts }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`The CMS answered ${answer.status} to the counts`);
}

/** Sums the queue and sends every sum; what the CMS does not take waits for the next flush. */
export async function flushViews(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const views = queue;
  queue = [];
  // Turned off in Settings: what was counted since is dropped, not sent, and nothing more is queued.
  counting = webEnvironment().analyticsCounting && (await countingOn());
  if (!counting) {
    unsent = new Map();
    // Settings are asked again, so counting starts again when an Administrator turns it back on.
    if (webEnvironment().analyticsCounting) flushSoon();
    return;
  }
  await sum(views);
  if (unsent.size === 0) return;
  const counts = [...unsent.values()];
  unsent = new Map();
  for (let start = 0; start < counts.length; start += ANALYTICS_BATCH_MAX) {
    const batch = counts.slice(start, start + ANALYTICS_BATCH_MAX);
    try {
      await send(batch);
      failing = false;
    } catch (error) {
      for (const row of counts.slice(start)) add(row.kind, row.period, row.key, row.views, row.visitors);
      if (!failing) logEvent('analytics-unsent', { ...errorFields(error), message: 'Page view counts wait for the CMS' });
      failing = true;
      timer ??= setTimeout(() => void flushViews(), webEnvironment().analyticsFlushMs).unref();
      return;
    }
  }
}
