import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signPreviewToken } from '@journey-canvas/shared';
import { freePort } from '@journey-canvas/testing/ports';
import { startSite, type RunningSite } from '@journey-canvas/testing/site-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const routesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app/routes');
const PREVIEW_SECRET = randomBytes(24).toString('hex');

/** What a reader gets while the CMS is away: the friendly page, or a page that needs nothing from the CMS. */
type Expected = 'unavailable' | 'ok' | 'redirect' | 'not found';

/**
 * Every route of the site, with the addresses that reach it (pages with their `.data` URL, which
 * client-side navigation loads). A route added to app/routes without a line here fails the test.
 */
const ROUTES: Record<string, [string, Expected][] | 'not a reader page'> = {
  '_index.tsx': [
    ['/', 'ok'],
    ['/_root.data', 'ok'],
  ],
  'articles._index.tsx': [
    ['/articles', 'unavailable'],
    ['/articles.data', 'unavailable'],
    ['/articles?category=food', 'unavailable'],
    ['/articles.data?category=food', 'unavailable'],
    ['/articles?page=2', 'unavailable'],
    ['/articles?category=guide&page=2', 'unavailable'],
    ['/articles.data?category=guide&page=2', 'unavailable'],
  ],
  'articles.$slug.tsx': [
    ['/articles/a-first-timers-guide-to-japans-rail-passes', 'unavailable'],
    ['/articles/a-first-timers-guide-to-japans-rail-passes.data', 'unavailable'],
  ],
  'blog.$slug.tsx': [['/blog/a-first-timers-guide-to-japans-rail-passes', 'redirect']],
  'blog._index.tsx': [['/blog', 'redirect']],
  'tips-and-guides.tsx': [
    ['/tips-and-guides', 'unavailable'],
    ['/tips-and-guides.data', 'unavailable'],
  ],
  'authors.$slug.tsx': [
    ['/authors/kenji-mori', 'unavailable'],
    ['/authors/kenji-mori.data', 'unavailable'],
    ['/authors/kenji-mori?page=2', 'unavailable'],
  ],
  'places.$country.tsx': [
    ['/places/Japan', 'unavailable'],
    ['/places/Japan.data', 'unavailable'],
  ],
  'search.tsx': [
    ['/search?q=kyoto', 'unavailable'],
    ['/search.data?q=kyoto', 'unavailable'],
    ['/search?q=kyoto&page=2', 'unavailable'],
    ['/search', 'ok'],
  ],
  'rss[.]xml.ts': [
    ['/rss.xml', 'unavailable'],
    ['/rss.xml?category=food', 'unavailable'],
    ['/rss.xml?tag=rail', 'unavailable'],
  ],
  'tags.$slug.tsx': [
    ['/tags/rail', 'unavailable'],
    ['/tags/rail.data', 'unavailable'],
    ['/tags/rail?page=2', 'unavailable'],
  ],
  // Opening either link only asks; the CMS is needed once the reader presses the button.
  'newsletter_.confirm.tsx': [['/newsletter/confirm?token=abc.def', 'ok']],
  'newsletter_.unsubscribe.tsx': [['/newsletter/unsubscribe?token=abc.def', 'ok']],
  'sitemap[.]xml.ts': [['/sitemap.xml', 'unavailable']],
  'sitemaps.$file.ts': [
    ['/sitemaps/pages.xml', 'unavailable'],
    ['/sitemaps/stories-1.xml', 'unavailable'],
  ],
  'preview.$token.tsx': [
    ['/preview/{token}', 'unavailable'],
    ['/preview/{token}.data', 'unavailable'],
  ],
  'about.tsx': [
    ['/about', 'ok'],
    ['/about.data', 'ok'],
  ],
  'contact.tsx': [
    ['/contact', 'ok'],
    ['/contact.data', 'ok'],
  ],
  'newsletter.tsx': [['/newsletter', 'ok']],
  'privacy-policy.tsx': [['/privacy-policy', 'ok']],
  'terms-and-conditions.tsx': [['/terms-and-conditions', 'ok']],
  'robots[.]txt.ts': [['/robots.txt', 'ok']],
  '$.tsx': [['/no-such-page', 'not found']],
  // Travel: the map, a story's printable itinerary, map image and route, the trip pack.
  'map.tsx': [
    ['/map', 'unavailable'],
    ['/map.data', 'unavailable'],
  ],
  'maps.world[.]svg.ts': [['/maps/world.svg', 'ok']],
  'maps.country.$country.ts': [
    ['/maps/country/Japan', 'ok'],
    ['/maps/country/Atlantis', 'not found'],
  ],
  'articles.$slug_.itinerary.tsx': [
    ['/articles/three-days-in-marrakech-a-practical-itinerary-for-the-medina/itinerary', 'unavailable'],
    ['/articles/three-days-in-marrakech-a-practical-itinerary-for-the-medina/itinerary.data', 'unavailable'],
  ],
  'articles.$slug_.map[.]svg.ts': [
    ['/articles/three-days-in-marrakech-a-practical-itinerary-for-the-medina/map.svg', 'unavailable'],
  ],
  'articles.$slug_.route[.]gpx.ts': [
    ['/articles/alone-on-the-georgian-military-road-tbilisi-to-kazbegi-solo/route.gpx', 'unavailable'],
  ],
  'saved.tsx': [
    ['/saved', 'ok'],
    ['/saved.data', 'ok'],
  ],
  'sw[.]js.ts': [['/sw.js', 'ok']],
  'admin.config[.]json.ts': 'not a reader page',
  'api.cache.purge.ts': 'not a reader page',
  'api.client-errors.ts': 'not a reader page',
  // The question form's start needs no CMS.
  'api.questions.start.ts': [['/api/questions/start', 'ok']],
};

const STATUS: Record<Expected, number> = { unavailable: 503, ok: 200, redirect: 301, 'not found': 404 };

describe('with the CMS unreachable', () => {
  let site: RunningSite;
  let token: string;

  beforeAll(async () => {
    // Nothing listens there: every call to the CMS is refused, as when it is down.
    const cmsUrl = `http://127.0.0.1:${await freePort()}`;
    site = await startSite({ CMS_URL: cmsUrl, WEB_PURGE_SECRET: randomBytes(24).toString('hex'), PREVIEW_SECRET });
    ({ token } = await signPreviewToken({ kind: 'document', id: 'abc123', status: 'draft' }, PREVIEW_SECRET));
  });
  afterAll(() => site?.stop());

  it('every route of the site is walked below', () => {
    const files = fs.readdirSync(routesDir).filter((file) => !file.endsWith('.test.ts'));
    expect(files.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  const probes = Object.values(ROUTES).flatMap((probes) => (probes === 'not a reader page' ? [] : probes));

  it.each(probes)('%s answers %s, never a 500', async (address, expected) => {
    const response = await fetch(`${site.url}${address.replace('{token}', token)}`, { redirect: 'manual' });
    const body = await response.text();
    expect(response.status).toBe(STATUS[expected]);
    if (expected === 'unavailable') {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('retry-after')).toBe('60');
      // A page shows the friendly words; a data URL carries the status for the browser to show them.
      if (!/\.(?:data|xml|svg|gpx)\b/.test(address)) expect(body).toContain('We&#x27;ll be right back');
    }
    expect(body).not.toMatch(/at .*\.js:\d+/);
  });

  it('pages drawn with stand-in site details are answered but never kept', async () => {
    for (const address of ['/about', '/contact', '/terms-and-conditions']) {
      const response = await fetch(`${site.url}${address}`);
      expect(response.status, address).toBe(200);
      expect(response.headers.get('cache-control'), address).toBe('no-store');
    }
  });

  it('the contact form and the newsletter say the message was not sent, with a 503', async () => {
    const contact = await fetch(`${site.url}/contact`, {
      method: 'POST',
      body: new URLSearchParams({
        name: 'Ana Reader',
        email: 'ana@example.com',
        subject: 'A trip',
        message: 'We would like to plan two weeks in Japan in the spring.',
      }),
    });
    expect(contact.status).toBe(503);
    expect(await contact.text()).toContain('We couldn&#x27;t send your message right now.');
    const newsletter = await fetch(`${site.url}/newsletter`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'ana@example.com' }),
    });
    expect(newsletter.status).toBe(503);
    expect(await newsletter.text()).toContain('We couldn&#x27;t subscribe you right now.');
  });

  it('a question, a confirmation and a one-click unsubscribe answer the friendly 503, never a 500', async () => {
    const question = await fetch(`${site.url}/articles/a-first-timers-guide-to-japans-rail-passes`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'Mia', email: 'mia@example.com', body: 'Still running?' }),
    });
    expect(question.status).toBe(503);
    const unsubscribe = await fetch(`${site.url}/newsletter/unsubscribe?token=abc.def`, {
      method: 'POST',
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(unsubscribe.status).toBe(503);
    const confirm = await fetch(`${site.url}/newsletter/confirm?token=abc.def`, { method: 'POST', body: new URLSearchParams() });
    expect(confirm.status).toBe(503);
  });

  it('no request was a server error in the log', () => {
    const events = site.events();
    expect(events.filter((event) => event.status === 503).length).toBeGreaterThan(0);
    expect(
      events.filter((event) => event.event === 'server-error' || (Number(event.status) >= 500 && event.status !== 503)),
    ).toEqual([]);
  });
});
