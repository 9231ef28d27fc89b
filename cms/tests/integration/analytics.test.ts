import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_KEY_JOIN, type AnalyticsCount } from '@journey-canvas/shared';
import { accountToken, api, createPost, listQuery, login } from '../support/api';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day of its own for this run, months back, so no other test's counts meet these. */
const base = Date.now() - (100 + Math.floor(Math.random() * 300)) * DAY_MS;
const day = (offset: number) => new Date(base + offset * DAY_MS).toISOString().slice(0, 10);

const sendCounts = (counts: unknown, secret: string = inject('purgeSecret')) =>
  api('/api/analytics/counts', { body: { counts }, headers: { Authorization: `Bearer ${secret}` } });

const views = (kind: AnalyticsCount['kind'], period: string, key: string, count: number, visitors = 0): AnalyticsCount => ({
  kind,
  period,
  key,
  views: count,
  visitors,
});

/** Analytics from the site's own requests (decision 101): sums in, figures out. */
describe('analytics', () => {
  let token: string;
  let story: { id: string; slug: string; title: string };
  const summary = (query: string, as = token) => api(`/api/admin/analytics/summary?${query}`, { token: as });

  beforeAll(async () => {
    token = await login();
    story = await createPost(token, { status: 'published', title: `Counted story ${Date.now()}` });
  });

  it('takes counts only from the site, in the expected shape, and stores nothing else', async () => {
    const count = views('path', day(0), '/about', 5);
    expect((await sendCounts([count], 'not-the-secret')).status).toBe(401);
    expect((await api('/api/analytics/counts', { body: { counts: [count] } })).status).toBe(401);
    const malformed = await sendCounts([{ ...count, views: -1 }]);
    expect(malformed.status).toBe(400);
    const hourly = await sendCounts([{ ...count, kind: 'site' }]);
    expect(hourly.status).toBe(400);
    expect(hourly.body.error.message).toBe('Site totals are counted by the hour, everything else by the day');
    const figures = await summary(`from=${day(0)}&to=${day(0)}`);
    expect(figures.body.views).toBe(0);
  });

  it('adds the sums of every batch, draws days in the reader’s time zone, and names the top stories', async () => {
    const address = `/articles/${story.slug}`;
    const batch = [
      // 15:00 UTC is midnight in Tokyo: these views belong to the next day there.
      views('site', `${day(0)}T14`, '', 3, 2),
      views('site', `${day(0)}T15`, '', 4, 3),
      views('story', day(0), address, 4),
      views('story-referrer', day(0), `${address}${ANALYTICS_KEY_JOIN}duckduckgo.com`, 3),
      views('story-referrer', day(0), `${address}${ANALYTICS_KEY_JOIN}`, 1),
      views('story-country', day(0), `${address}${ANALYTICS_KEY_JOIN}PT`, 4),
      views('story', day(0), '/articles/no-such-story', 3),
      views('referrer', day(0), 'duckduckgo.com', 5),
      views('referrer', day(0), '', 2),
      views('country', day(0), 'PT', 7),
      views('device', day(0), 'mobile', 6),
      views('device', day(0), 'desktop', 1),
    ];
    expect((await sendCounts(batch)).status).toBe(204);
    // A second replica's, or the next flush's, sums are added.
    expect((await sendCounts([views('site', `${day(0)}T15`, '', 1, 1), views('story', day(0), address, 1)])).status).toBe(204);

    const utc = await summary(`from=${day(0)}&to=${day(0)}`);
    expect(utc.status).toBe(200);
    expect(utc.body).toMatchObject({ views: 8, visitors: 6, days: [{ date: day(0), views: 8, visitors: 6 }] });
    expect(utc.body.topStories).toEqual([{ post: story.id, title: story.title, views: 5, days: [5] }]);
    expect(utc.body.referrers).toEqual([
      { host: 'duckduckgo.com', views: 5 },
      { host: '', views: 2 },
    ]);
    expect(utc.body.countries).toEqual([{ country: 'PT', views: 7 }]);
    expect(utc.body.devices).toEqual([
      { device: 'mobile', views: 6 },
      { device: 'desktop', views: 1 },
    ]);

    const tokyo = await summary(`from=${day(0)}&to=${day(1)}&timeZone=Asia/Tokyo`);
    expect(tokyo.body.days).toEqual([
      { date: day(0), views: 3, visitors: 2 },
      { date: day(1), views: 5, visitors: 4 },
    ]);
  });

  it("gives one story's days, referrers and countries, and 404 for a story that is not there", async () => {
    const figures = await api(`/api/admin/analytics/stories/${story.id}?from=${day(-1)}&to=${day(0)}`, { token });
    expect(figures.status).toBe(200);
    expect(figures.body).toEqual({
      post: story.id,
      views: 5,
      days: [
        { date: day(-1), views: 0 },
        { date: day(0), views: 5 },
      ],
      referrers: [
        { host: 'duckduckgo.com', views: 3 },
        { host: '', views: 1 },
      ],
      countries: [{ country: 'PT', views: 4 }],
    });
    expect(
      (await api(`/api/admin/analytics/stories/nosuchstory0000000000000?from=${day(0)}&to=${day(0)}`, { token })).status,
    ).toBe(404);
  });

  it("shows Contributors their own stories' figures only", async () => {
    const contributor = await accountToken('contributor', 'analytics-contributor');
    const own = await createPost(contributor, { status: 'draft', title: `A contributor's draft ${Date.now()}` });
    const figures = await summary(`from=${day(0)}&to=${day(0)}`, contributor);
    expect(figures.status).toBe(200);
    expect(figures.body).toMatchObject({ views: 0, visitors: 0, topStories: [], referrers: [], countries: [], devices: [] });
    const others = await api(`/api/admin/analytics/stories/${story.id}?from=${day(0)}&to=${day(0)}`, { token: contributor });
    expect(others.status).toBe(403);
    expect((await api(`/api/admin/analytics/stories/${own.id}?from=${day(0)}&to=${day(0)}`, { token: contributor })).status).toBe(
      200,
    );
    expect((await summary(`from=${day(0)}&to=${day(0)}`, '')).status).toBe(403);
  });

  it('lists searches, those that found nothing first, missing addresses with their referrers, feeds and actions', async () => {
    const batch = [
      views('search', day(2), 'lisbon', 5),
      views('search-results', day(2), 'lisbon', 15),
      views('search', day(2), 'faroe islands', 2),
      views('search-results', day(2), 'faroe islands', 0),
      views('search', day(2), 'tbilisi', 1),
      views('search-results', day(2), 'tbilisi', 0),
      views('not-found', day(2), '/2019/05/old_post%20name/', 4),
      views('not-found-referrer', day(2), `/2019/05/old_post%20name/${ANALYTICS_KEY_JOIN}forum.example`, 3),
      views('not-found-referrer', day(2), `/2019/05/old_post%20name/${ANALYTICS_KEY_JOIN}`, 1),
      // A path that begins like the other: its referrers are its own.
      views('not-found', day(2), '/2019/05/old', 1),
      views('not-found-referrer', day(2), `/2019/05/old${ANALYTICS_KEY_JOIN}mail.example`, 1),
      views('feed', day(2), '/rss.xml', 9),
      views('feed', day(2), '/fr/rss.xml?tag=rail', 2),
      views('action', day(2), 'question', 1),
      views('action', day(2), 'newsletter-signup', 3),
    ];
    expect((await sendCounts(batch)).status).toBe(204);
    const range = `from=${day(2)}&to=${day(2)}`;
    const searches = await api(`/api/admin/analytics/searches?${range}`, { token });
    expect(searches.status).toBe(200);
    expect(searches.body).toEqual([
      { q: 'faroe islands', searches: 2, results: 0 },
      { q: 'tbilisi', searches: 1, results: 0 },
      { q: 'lisbon', searches: 5, results: 3 },
    ]);
    const missing = await api(`/api/admin/analytics/not-found?${range}`, { token });
    expect(missing.body).toEqual([
      {
        path: '/2019/05/old_post%20name/',
        hits: 4,
        referrers: [
          { host: 'forum.example', hits: 3 },
          { host: '', hits: 1 },
        ],
      },
      { path: '/2019/05/old', hits: 1, referrers: [{ host: 'mail.example', hits: 1 }] },
    ]);
    const figures = await summary(range);
    expect(figures.body.feeds).toEqual([
      { feed: '/rss.xml', reads: 9 },
      { feed: '/fr/rss.xml?tag=rail', reads: 2 },
    ]);
    expect(figures.body.actions).toEqual({ question: 1, 'newsletter-signup': 3, 'newsletter-confirm': 0, 'trip-pack': 0 });
    const author = await accountToken('author', 'analytics-author');
    expect((await api(`/api/admin/analytics/searches?${range}`, { token: author })).status).toBe(403);
    expect((await api(`/api/admin/analytics/not-found?${range}`, { token: author })).status).toBe(403);
  });

  it('stores nothing while an Administrator has turned analytics off, and the activity log says who did', async () => {
    const settings = (analytics: unknown) => api('/api/admin/site-settings', { token, method: 'PUT', body: { analytics } });
    const refused = await settings('off');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Analytics is on (true) or off (false)');
    try {
      const off = await settings(false);
      expect(off.status).toBe(200);
      expect(off.body.analytics).toBe(false);
      expect((await sendCounts([views('path', day(3), '/about', 5), views('site', `${day(3)}T10`, '', 5, 2)])).status).toBe(204);
      expect((await summary(`from=${day(3)}&to=${day(3)}`)).body.views).toBe(0);
    } finally {
      expect((await settings(true)).body.analytics).toBe(true);
    }
    expect((await sendCounts([views('site', `${day(3)}T10`, '', 1, 1)])).status).toBe(204);
    expect((await summary(`from=${day(3)}&to=${day(3)}`)).body.views).toBe(1);
    const log = await api('/api/admin/activity?filter={"action":"settings"}&range=[0,1]', { token });
    expect(log.body[0].detail).toBe('Site details: analytics');
  });

  it('lists stories by their views of the last 30 days in Blog Management, each with its views', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [quiet, read] = await Promise.all([
      createPost(token, { status: 'published', title: `A quiet story ${Date.now()}` }),
      createPost(token, { status: 'published', title: `A well-read story ${Date.now()}` }),
    ]);
    await sendCounts([views('story', today, `/articles/${read.slug}`, 7), views('story', today, `/articles/${quiet.slug}`, 2)]);
    const list = (order: string) =>
      api(`/api/admin/blog-posts${listQuery({ sort: ['views', order], range: [0, 9], filter: { id: [quiet.id, read.id] } })}`, {
        token,
      });
    const mostRead = await list('DESC');
    expect(mostRead.status).toBe(200);
    expect(mostRead.body.map((post: any) => [post.id, post.views])).toEqual([
      [read.id, 7],
      [quiet.id, 2],
    ]);
    expect((await list('ASC')).body.map((post: any) => post.id)).toEqual([quiet.id, read.id]);
  });

  it('refuses a range or time zone it cannot read, with the reason', async () => {
    const backwards = await summary(`from=${day(1)}&to=${day(0)}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe(
      'Give from and to as dates (YYYY-MM-DD), from no later than to, at most two years apart',
    );
    expect((await summary('from=2026-02-30&to=2026-03-01')).status).toBe(400);
    // An absurd range, and dates that are no dates.
    expect((await summary('from=1900-01-01&to=2026-12-01')).status).toBe(400);
    expect((await summary('from=yesterday&to=today')).status).toBe(400);
    const zone = await summary(`from=${day(0)}&to=${day(0)}&timeZone=Mars/Olympus`);
    expect(zone.status).toBe(400);
    expect(zone.body.error.message).toBe('Query parameter "timeZone" is not a known time zone: "Mars/Olympus"');
  });
});
