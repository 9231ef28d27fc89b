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
/** A queue this long is summed at once, not when the interval ends: many small flushes, not one long one. */
const EARLY_FLUSH_VIEWS = 20_000;
/** Sums the CMS could not take are kept for the next flush, up to this many rows. */
const MAX_UNSENT_ROWS = 50_000;
const SEND_TIMEOUT_MS = 5_000;
const HOUR_MS = 60 * 60 * 1000;

/** `count`: identical requests in a row (a reader's reloads, a load test) are one fact. */
type QueuedView = ViewFacts & { at: number; count: number };

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
  const facts: QueuedView = {
    at: Date.now(),
    count: 1,
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
  };
  const last = queue[queue.length - 1];
  if (last && sameCount(last, facts)) {
    last.count += 1;
    return;
  }
  queue.push(facts);
  if (queue.length === EARLY_FLUSH_VIEWS) setImmediate(() => void flushViews());
  else flushSoon();
}

/** Counted alike: the same request by the same reader within the same hour. */
const sameCount = (a: QueuedView, b: QueuedView) =>
  a.url === b.url &&
  a.remoteAddress === b.remoteAddress &&
  a.userAgent === b.userAgent &&
  a.status === b.status &&
  a.method === b.method &&
  a.forwardedFor === b.forwardedFor &&
  a.referer === b.referer &&
  a.acceptLanguage === b.acceptLanguage &&
  a.country === b.country &&
  a.purpose === b.purpose &&
  a.doNotTrack === b.doNotTrack &&
  a.tripPack === b.tripPack &&
  Math.floor(a.at / HOUR_MS) === Math.floor(b.at / HOUR_MS);

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

/** Facts grouped between two turns of the event loop, so a flush under load never holds a hit for long. */
const FACTS_A_TURN = 2_000;

/** `2026-11-30T14`, made once an hour rather than once a view. */
let lastHour = { at: -1, text: '' };
function hourOf(at: number): string {
  const hour = Math.floor(at / HOUR_MS);
  if (hour !== lastHour.at) lastHour = { at: hour, text: new Date(hour * HOUR_MS).toISOString().slice(0, 13) };
  return lastHour.text;
}

/** Everything a count depends on: two requests with the same are one group, classified and hashed once. */
const groupKey = (facts: QueuedView) =>
  `${Math.floor(facts.at / HOUR_MS)}\n${facts.method}\n${facts.status}\n${facts.url}\n${facts.remoteAddress}\n${facts.forwardedFor}\n${facts.userAgent}\n${facts.referer}\n${facts.acceptLanguage}\n${facts.country}\n${facts.purpose}\n${facts.doNotTrack}\n${facts.tripPack}`;

/** A reader's reloads, a burst of the same page: identical requests of a flush, with how many there were. */
async function grouped(views: QueuedView[]): Promise<{ facts: QueuedView; count: number }[]> {
  const groups = new Map<string, { facts: QueuedView; count: number }>();
  for (let start = 0; start < views.length; start += FACTS_A_TURN) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (let at = start; at < Math.min(start + FACTS_A_TURN, views.length); at += 1) {
      const facts = views[at]!;
      const key = groupKey(facts);
      const group = groups.get(key);
      if (group) group.count += facts.count;
      else groups.set(key, { facts, count: facts.count });
    }
  }
  return [...groups.values()];
}

async function sum(views: QueuedView[]) {
  const siteHost = new URL(webEnvironment().siteUrl).hostname;
  const pageViews: { hour: string; visit: Visit; count: number }[] = [];
  for (const { facts, count } of await grouped(views)) {
    const counted = countedRequest(facts, siteHost);
    if (!counted) continue;
    const time = hourOf(facts.at);
    const day = time.slice(0, 10);
    if (counted.kind === 'feed') {
      add('feed', day, counted.feed, count, 0);
      continue;
    }
    if (counted.kind === 'trip-pack') {
      add('action', day, 'trip-pack', count, 0);
      continue;
    }
    if (counted.kind === 'not-found') {
      add('not-found', day, counted.path, count, 0);
      add('not-found-referrer', day, `${counted.path}${ANALYTICS_KEY_JOIN}${counted.referrer}`, count, 0);
      continue;
    }
    const view = counted;
    const address = proxyaddr(
      { socket: { remoteAddress: facts.remoteAddress }, headers: { 'x-forwarded-for': facts.forwardedFor } } as never,
      trust,
    );
    pageViews.push({ hour: time, visit: { day, address: address ?? '', userAgent: facts.userAgent ?? '' }, count });
    add('path', day, view.path, count, 0);
    add('referrer', day, view.referrer, count, 0);
    add('country', day, view.country, count, 0);
    add('device', day, view.device, count, 0);
    if (!isStoryAddress(view.path)) continue;
    add('story', day, view.path, count, 0);
    add('story-referrer', day, `${view.path}${ANALYTICS_KEY_JOIN}${view.referrer}`, count, 0);
    add('story-country', day, `${view.path}${ANALYTICS_KEY_JOIN}${view.country}`, count, 0);
  }
  const firsts = await visitors().firstVisits(pageViews.map(({ visit }) => visit));
  pageViews.forEach(({ hour, count }, at) => add('site', hour, '', count, firsts[at] ? 1 : 0));
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
