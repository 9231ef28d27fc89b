/** What the site counts and hands to the CMS (decision 101): totals per UTC hour, everything else per UTC day. */
import { z } from 'zod';

export const ANALYTICS_RETENTION_DAYS = 730;

/**
 * `site` rows are keyed by hour (`2026-11-30T14`), so a day can be drawn in any time zone; the others by day.
 * The site keys `story*` rows by the story's address (`/fr/articles/x`, then `\n` and the referrer or country);
 * the CMS stores them under the story's documentId.
 */
export const ANALYTICS_KINDS = [
  'site',
  'path',
  'referrer',
  'country',
  'device',
  'story',
  'story-referrer',
  'story-country',
  // A search's `views` are how many times it was made; `search-results` sums what each found.
  'search',
  'search-results',
  'not-found',
  'not-found-referrer',
  'feed',
  'action',
] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/** What readers do besides reading, counted by the day (`action` rows). */
export const READER_ACTIONS = ['question', 'newsletter-signup', 'newsletter-confirm', 'trip-pack'] as const;
export type ReaderAction = (typeof READER_ACTIONS)[number];

/** A replica keeps at most this many distinct search terms a day; the rest are counted under `''`. */
export const SEARCH_TERMS_A_DAY = 1000;
export const SEARCH_TERM_MAX = 100;

export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The referrer of a view that came from a newsletter's link (`?ref=newsletter`); none at all is `''`, direct. */
export const NEWSLETTER_REFERRER = 'newsletter';

export const ANALYTICS_KEY_MAX = 500;
/** Between a story and its referrer or country in a `story-*` key. */
export const ANALYTICS_KEY_JOIN = '\n';
/** With keys at their longest, a batch stays under the CMS's 1 MB body limit. */
export const ANALYTICS_BATCH_MAX = 1500;

const PERIOD = /^\d{4}-\d{2}-\d{2}(?:T\d{2})?$/;

export const analyticsCountSchema = z
  .object({
    period: z.string().regex(PERIOD),
    kind: z.enum(ANALYTICS_KINDS),
    key: z.string().max(ANALYTICS_KEY_MAX),
    views: z.number().int().nonnegative(),
    visitors: z.number().int().nonnegative(),
  })
  .refine(({ kind, period }) => (kind === 'site') === period.includes('T'), {
    message: 'Site totals are counted by the hour, everything else by the day',
  });

export const analyticsCountsSchema = z.object({ counts: z.array(analyticsCountSchema).max(ANALYTICS_BATCH_MAX) });

export type AnalyticsCount = z.infer<typeof analyticsCountSchema>;

/** What the admin API answers (`/api/admin/analytics/...`). */
export interface AnalyticsSummary {
  views: number;
  visitors: number;
  days: { date: string; views: number; visitors: number }[];
  /** `days`: the story's views on each UTC day of the range, for a sparkline. */
  topStories: { post: string; title: string | null; views: number; days: number[] }[];
  referrers: { host: string; views: number }[];
  countries: { country: string; views: number }[];
  devices: { device: string; views: number }[];
  feeds: { feed: string; reads: number }[];
  actions: Record<ReaderAction, number>;
}

export interface StoryAnalytics {
  post: string;
  views: number;
  days: { date: string; views: number }[];
  referrers: { host: string; views: number }[];
  countries: { country: string; views: number }[];
}

export interface SearchFigure {
  q: string;
  searches: number;
  results: number;
}

export interface MissedAddressFigure {
  path: string;
  hits: number;
  referrers: { host: string; hits: number }[];
}
