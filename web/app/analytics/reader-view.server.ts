/** Whether an answered request is a reader's page view, and what of it is counted (decision 101). */
import { NEWSLETTER_REFERRER, type DeviceClass } from '@journey-canvas/shared';
import { isbot } from 'isbot';

/** What a request leaves behind for the counter: header values only, read on the request, classified later. */
export interface ViewFacts {
  method: string | undefined;
  url: string;
  status: number;
  remoteAddress: string | undefined;
  forwardedFor: string | undefined;
  userAgent: string | undefined;
  referer: string | undefined;
  acceptLanguage: string | undefined;
  /** The configured CDN header's value (`CF-IPCountry`, ...), when one is configured. */
  country: string | undefined;
  /** `Sec-Purpose` or `Purpose`: a prefetch or prerender no reader may ever see. */
  purpose: string | undefined;
  doNotTrack: boolean;
  /** The trip pack's service worker saving the page (`X-Trip-Pack: save`). */
  tripPack: boolean;
}

export interface ReaderView {
  kind: 'view';
  path: string;
  /** A host, `newsletter`, or `''` for none (typed, bookmarked, or the site's own links). */
  referrer: string;
  /** ISO 3166 alpha-2, or `''` when neither the CDN nor the language says. */
  country: string;
  device: DeviceClass;
}

/** An address that went missing: the path and where the reader followed it from. */
export interface MissedAddress {
  kind: 'not-found';
  path: string;
  referrer: string;
}

/** A feed read, by feed (`/rss.xml`, `/fr/rss.xml?category=food`); feed readers are programs, so robots count. */
export interface FeedRead {
  kind: 'feed';
  feed: string;
}

export type CountedRequest = ReaderView | MissedAddress | FeedRead | { kind: 'trip-pack' };

/** Reader pages have no extension; files, feeds, data and the admin are not views. */
const NOT_A_PAGE = /^\/(?:admin|api|assets|images|uploads|_)(?:[/?]|$)|\.[^/?]*(?:\?|$)/;
/** Not the readers' addresses: a 404 there is no broken link. */
const NOT_READERS = /^\/(?:admin|api|assets|_)(?:[/?]|$)/;
const FEED = /^(?:\/[a-z]{2,3}(?:-[a-z]{2,4})?)?\/rss\.xml$/i;
const FEED_PARAMETERS = ['category', 'tag'];

const ANSWERED = new Set([200, 304]);
const MISSING = new Set([404, 410]);

/** Sent by no reader: a prefetch or prerender may never be seen, and `DNT`/`Sec-GPC` ask not to be counted. */
const declined = ({ doNotTrack, purpose }: Pick<ViewFacts, 'doNotTrack' | 'purpose'>) =>
  doNotTrack || Boolean(purpose && /prefetch|prerender/i.test(purpose));

/** Most views of a flush share a few user agents: each is read once (isbot's pattern is long). */
const agents = new Map<string, { person: boolean; device: DeviceClass }>();
const REMEMBERED_AGENTS = 1024;

function agent(userAgent: string) {
  let known = agents.get(userAgent);
  if (known === undefined) {
    known = { person: !isbot(userAgent), device: deviceClass(userAgent) };
    if (agents.size >= REMEMBERED_AGENTS) agents.clear();
    agents.set(userAgent, known);
  }
  return known;
}

/** A person's browser: a user agent that is no robot's. */
const isPerson = (userAgent: string | undefined): userAgent is string => Boolean(userAgent) && agent(userAgent!).person;

/** Whether a search or a form comes from a reader who may be counted (`Request` headers, in a loader or an action). */
export function countableReader(headers: Headers): boolean {
  const doNotTrack = headers.get('dnt') === '1' || headers.get('sec-gpc') === '1';
  const purpose = headers.get('sec-purpose') ?? headers.get('purpose') ?? undefined;
  return !declined({ doNotTrack, purpose }) && isPerson(headers.get('user-agent') ?? undefined);
}

function splitUrl(url: string): { path: string; query: URLSearchParams | undefined } {
  const mark = url.indexOf('?');
  return mark === -1
    ? { path: url, query: undefined }
    : { path: url.slice(0, mark), query: new URLSearchParams(url.slice(mark + 1)) };
}

function feedOf(path: string, query: URLSearchParams | undefined): string {
  const kept = new URLSearchParams();
  for (const name of FEED_PARAMETERS) {
    const value = query?.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `${path}?${text}` : path;
}

/** Undefined when the request is not counted: not a page, not a reader, or a reader who asked not to be. */
export function countedRequest(facts: ViewFacts, siteHost: string): CountedRequest | undefined {
  if (facts.method !== 'GET' || declined(facts)) return undefined;
  const { path, query } = splitUrl(facts.url);
  if (FEED.test(path)) return ANSWERED.has(facts.status) ? { kind: 'feed', feed: feedOf(path, query) } : undefined;
  if (!isPerson(facts.userAgent)) return undefined;
  if (MISSING.has(facts.status)) {
    return NOT_READERS.test(path) ? undefined : { kind: 'not-found', path, referrer: referrerHost(facts.referer, siteHost) };
  }
  if (!ANSWERED.has(facts.status) || NOT_A_PAGE.test(facts.url)) return undefined;
  if (facts.tripPack) return { kind: 'trip-pack' };
  const fromNewsletter = query?.get('ref') === NEWSLETTER_REFERRER;
  return {
    kind: 'view',
    path,
    referrer: fromNewsletter ? NEWSLETTER_REFERRER : referrerHost(facts.referer, siteHost),
    country: countryOf(facts.country, facts.acceptLanguage),
    device: agent(facts.userAgent).device,
  };
}

/** The host alone, without `www.`; the site's own links are no referrer. */
export function referrerHost(referer: string | undefined, siteHost: string): string {
  if (!referer) return '';
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return '';
  }
  return host === siteHost ? '' : host.replace(/^www\./, '');
}

const REGION = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})\b/i;

/** A CDN's country header first; else the region of the reader's first language (`fr-CA` is Canada). */
export function countryOf(header: string | undefined, acceptLanguage: string | undefined): string {
  const given = header?.trim().toUpperCase();
  // Cloudflare says XX for unknown and T1 for Tor.
  if (given && /^[A-Z]{2}$/.test(given) && given !== 'XX' && given !== 'T1') return given;
  const region = acceptLanguage?.split(',')[0]?.trim().match(REGION)?.[1];
  return region ? region.toUpperCase() : '';
}

/** MDN's advice: `Mobi` marks a phone; tablets say iPad, Tablet, or Android without Mobile. */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  return /Mobi|iPhone|iPod/i.test(userAgent) ? 'mobile' : 'desktop';
}
