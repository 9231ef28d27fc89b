/** What the admin reads of the stored sums (decision 101). */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ANALYTICS_KEY_JOIN,
  READER_ACTIONS,
  type AnalyticsKind,
  type AnalyticsSummary,
  type MissedAddressFigure,
  type SearchFigure,
  type StoryAnalytics,
} from '@journey-canvas/shared';
import { BLOG_POST_UID } from '../content-types';
import { defaultLanguage } from '../languages/site-languages';
import { dateIn, midnightIn, parseTimeZone } from '../time-zones';
import { analyticsTable } from './analytics-table';

export interface AnalyticsRange {
  from: string;
  to: string;
  timeZone: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_RANGE_DAYS = 2 * 366;
const TOP = 10;
const LONG_LIST = 100;

export const ANALYTICS_MESSAGES = {
  dates: 'Give from and to as dates (YYYY-MM-DD), from no later than to, at most two years apart',
};

const isDate = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `from` and `to` are dates in `timeZone`; the last 30 days to today when they are not given. */
export function parseRange(query: Record<string, unknown>, now = Date.now()): AnalyticsRange {
  const timeZone = parseTimeZone(query.timeZone) ?? 'UTC';
  const to = typeof query.to === 'string' ? query.to : dateIn(timeZone, now);
  const from = typeof query.from === 'string' ? query.from : addDays(to, -29);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (!isDate(from) || !isDate(to) || days < 0 || days > MAX_RANGE_DAYS)
    throw new errors.ValidationError(ANALYTICS_MESSAGES.dates);
  return { from, to, timeZone };
}

const hourKey = (instant: number) => new Date(instant).toISOString().slice(0, 13);

const total = (rows: { views: number | string }[]) => rows.reduce((sum, row) => sum + Number(row.views), 0);

const datesOf = ({ from, to }: AnalyticsRange) => {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
};

/** Views and visitors on each date of the range in its time zone, from the hourly totals. */
async function siteDays(strapi: Core.Strapi, { from, to, timeZone }: AnalyticsRange) {
  const start = midnightIn(timeZone, from);
  const end = midnightIn(timeZone, addDays(to, 1));
  const rows = (await analyticsTable(strapi)
    .where({ kind: 'site' })
    .andWhere('period', '>=', hourKey(start))
    .andWhere('period', '<', hourKey(end))
    .select('period', 'views', 'visitors')) as { period: string; views: number | string; visitors: number | string }[];
  const days = new Map(datesOf({ from, to, timeZone }).map((date) => [date, { date, views: 0, visitors: 0 }]));
  for (const row of rows) {
    const day = days.get(dateIn(timeZone, Date.parse(`${row.period}:00:00Z`)));
    if (!day) continue;
    day.views += Number(row.views);
    day.visitors += Number(row.visitors);
  }
  return [...days.values()];
}

/** The keys of one kind with the most views over the range's UTC days, most first. */
async function top(
  strapi: Core.Strapi,
  kind: AnalyticsKind,
  { from, to }: AnalyticsRange,
  { keyPrefix, keys, limit = TOP }: { keyPrefix?: string; keys?: string[]; limit?: number } = {},
) {
  let rows = analyticsTable(strapi).where({ kind }).andWhere('period', '>=', from).andWhere('period', '<=', to);
  // A documentId is letters and digits: nothing in the prefix is a LIKE wildcard.
  // Not LIKE: a path may hold its wildcards.
  if (keyPrefix !== undefined) rows = rows.andWhereRaw('substr(??, 1, ?) = ?', ['key', keyPrefix.length, keyPrefix]);
  if (keys !== undefined) rows = rows.whereIn('key', keys);
  const sums = (await rows
    .select('key')
    .sum({ views: 'views' })
    .groupBy('key')
    .orderBy([{ column: 'views', order: 'desc' }, { column: 'key' }])
    .limit(limit)) as { key: string; views: number | string }[];
  return sums.map(({ key, views }) => ({
    key: keyPrefix === undefined ? key : key.slice(keyPrefix.length),
    views: Number(views),
  }));
}

async function titlesOf(strapi: Core.Strapi, documentIds: string[]): Promise<Map<string, string>> {
  const locale = await defaultLanguage(strapi);
  const rows = (await strapi.db.query(BLOG_POST_UID).findMany({
    where: { documentId: { $in: documentIds } },
    select: ['documentId', 'title', 'locale'],
  })) as { documentId: string; title: string; locale: string }[];
  const titles = new Map<string, string>();
  // The default language's title where there is one, else any.
  for (const row of rows) if (row.locale === locale || !titles.has(row.documentId)) titles.set(row.documentId, row.title);
  return titles;
}

const storyRows = (strapi: Core.Strapi, documentIds: string[], range: AnalyticsRange) =>
  analyticsTable(strapi)
    .where({ kind: 'story' })
    .whereIn('key', documentIds)
    .andWhere('period', '>=', range.from)
    .andWhere('period', '<=', range.to);

/** Views of some stories together on each UTC day of the range. */
async function storyDays(strapi: Core.Strapi, documentIds: string[], range: AnalyticsRange) {
  const rows = (await storyRows(strapi, documentIds, range).select('period').sum({ views: 'views' }).groupBy('period')) as {
    period: string;
    views: number | string;
  }[];
  const views = new Map(rows.map((row) => [row.period, Number(row.views)]));
  return datesOf(range).map((date) => ({ date, views: views.get(date) ?? 0, visitors: 0 }));
}

/** Each story's views on each UTC day of the range, in the range's order, for a sparkline. */
async function eachStoryDays(strapi: Core.Strapi, documentIds: string[], range: AnalyticsRange): Promise<Map<string, number[]>> {
  const rows = (await storyRows(strapi, documentIds, range).select('key', 'period', 'views')) as {
    key: string;
    period: string;
    views: number | string;
  }[];
  const dates = datesOf(range);
  const index = new Map(dates.map((date, at) => [date, at]));
  const days = new Map(documentIds.map((documentId) => [documentId, dates.map(() => 0)]));
  for (const row of rows) days.get(row.key)![index.get(row.period)!] = Number(row.views);
  return days;
}

/**
 * The whole site's figures; or, given `ownStories` (a Contributor's or Author's), those stories' views
 * alone, by UTC day, with no visitors, referrers, countries or devices, which are the site's.
 */
export async function analyticsSummary(
  strapi: Core.Strapi,
  range: AnalyticsRange,
  ownStories?: string[],
): Promise<AnalyticsSummary> {
  const own = ownStories !== undefined;
  const [days, stories, referrers, countries, devices, feeds, actions] = await Promise.all([
    own ? storyDays(strapi, ownStories, range) : siteDays(strapi, range),
    top(strapi, 'story', range, own ? { keys: ownStories } : {}),
    own ? [] : top(strapi, 'referrer', range),
    own ? [] : top(strapi, 'country', range),
    own ? [] : top(strapi, 'device', range),
    own ? [] : top(strapi, 'feed', range),
    own ? [] : top(strapi, 'action', range),
  ]);
  const storyIds = stories.map(({ key }) => key);
  const [titles, storyDaysOf] = await Promise.all([titlesOf(strapi, storyIds), eachStoryDays(strapi, storyIds, range)]);
  return {
    views: total(days),
    visitors: days.reduce((sum, day) => sum + day.visitors, 0),
    days,
    topStories: stories.map(({ key, views }) => ({
      post: key,
      title: titles.get(key) ?? null,
      views,
      days: storyDaysOf.get(key)!,
    })),
    referrers: referrers.map(({ key, views }) => ({ host: key, views })),
    countries: countries.map(({ key, views }) => ({ country: key, views })),
    devices: devices.map(({ key, views }) => ({ device: key, views })),
    feeds: feeds.map(({ key, views }) => ({ feed: key, reads: views })),
    actions: Object.fromEntries(
      READER_ACTIONS.map((action) => [action, actions.find(({ key }) => key === action)?.views ?? 0]),
    ) as AnalyticsSummary['actions'],
  };
}

/** What readers searched for, those that found nothing first; `results` is what a search of it found on average. */
export async function searchReport(strapi: Core.Strapi, range: AnalyticsRange): Promise<SearchFigure[]> {
  const searches = await top(strapi, 'search', range, { limit: LONG_LIST });
  const found = new Map(
    (await top(strapi, 'search-results', range, { keys: searches.map(({ key }) => key), limit: LONG_LIST })).map(
      ({ key, views }) => [key, views],
    ),
  );
  return searches
    .map(({ key, views }) => ({ q: key, searches: views, results: Math.round((found.get(key) ?? 0) / views) }))
    .sort((a, b) => Number(a.results > 0) - Number(b.results > 0) || b.searches - a.searches || a.q.localeCompare(b.q));
}

/** Addresses readers asked for that were not there (404, 410), most first, with where they followed them from. */
export async function notFoundReport(strapi: Core.Strapi, range: AnalyticsRange): Promise<MissedAddressFigure[]> {
  const paths = await top(strapi, 'not-found', range, { limit: LONG_LIST });
  return Promise.all(
    paths.map(async ({ key, views }) => ({
      path: key,
      hits: views,
      referrers: (await top(strapi, 'not-found-referrer', range, { keyPrefix: `${key}${ANALYTICS_KEY_JOIN}` })).map(
        ({ key: host, views: hits }) => ({ host, hits }),
      ),
    })),
  );
}

/** One story's views on each UTC day of the range, and where its readers came from. */
export async function storyAnalytics(strapi: Core.Strapi, documentId: string, range: AnalyticsRange): Promise<StoryAnalytics> {
  const days = (await storyDays(strapi, [documentId], range)).map(({ date, views }) => ({ date, views }));
  const prefix = `${documentId}${ANALYTICS_KEY_JOIN}`;
  const [referrers, countries] = await Promise.all([
    top(strapi, 'story-referrer', range, { keyPrefix: prefix }),
    top(strapi, 'story-country', range, { keyPrefix: prefix }),
  ]);
  return {
    post: documentId,
    views: total(days),
    days,
    referrers: referrers.map(({ key, views }) => ({ host: key, views })),
    countries: countries.map(({ key, views }) => ({ country: key, views })),
  };
}
