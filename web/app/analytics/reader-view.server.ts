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
}

export interface ReaderView {
  path: string;
  /** A host, `newsletter`, or `''` for none (typed, bookmarked, or the site's own links). */
  referrer: string;
  /** ISO 3166 alpha-2, or `''` when neither the CDN nor the language says. */
  country: string;
  device: DeviceClass;
}

/** Reader pages have no extension; files, feeds, data and the admin are not views. */
const NOT_A_PAGE = /^\/(?:admin|api|assets|images|uploads|_)(?:[/?]|$)|\.[^/?]*(?:\?|$)/;

const COUNTED_STATUSES = new Set([200, 304]);

/** Undefined when the request is not counted: not a page, not a reader, or a reader who asked not to be. */
export function readerView(facts: ViewFacts, siteHost: string): ReaderView | undefined {
  if (facts.method !== 'GET' || !COUNTED_STATUSES.has(facts.status) || NOT_A_PAGE.test(facts.url)) return undefined;
  if (facts.doNotTrack || facts.purpose?.includes('prefetch') || facts.purpose?.includes('prerender')) return undefined;
  if (!facts.userAgent || isbot(facts.userAgent)) return undefined;
  const query = facts.url.indexOf('?');
  const path = query === -1 ? facts.url : facts.url.slice(0, query);
  const fromNewsletter = query !== -1 && new URLSearchParams(facts.url.slice(query + 1)).get('ref') === NEWSLETTER_REFERRER;
  return {
    path,
    referrer: fromNewsletter ? NEWSLETTER_REFERRER : referrerHost(facts.referer, siteHost),
    country: countryOf(facts.country, facts.acceptLanguage),
    device: deviceClass(facts.userAgent),
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
