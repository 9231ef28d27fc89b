import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_KEY_MAX, SEARCH_TERMS_A_DAY, type AnalyticsCount } from '@journey-canvas/shared';
// Imported once the environment names the stand-in CMS: the site reads its environment once.
import type * as ViewCounter from './view-counter.server';

const SECRET = 'the-secret-the-site-and-cms-share';
const BROWSER = (version: number) => `Mozilla/5.0 (X11; Linux x86_64; rv:${version}.0) Gecko/20100101 Firefox/${version}.0`;

/** A stand-in for the CMS: its settings, and its counts endpoint, keeping what the site sent batch by batch. */
const received: AnalyticsCount[][] = [];
const stand = { countsStatus: 204, analytics: true };
const cms = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    if (request.url?.startsWith('/api/site-setting')) {
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ data: { analytics: stand.analytics } }));
    } else if (request.url !== '/api/analytics/counts' || request.headers.authorization !== `Bearer ${SECRET}`) {
      response.writeHead(401).end();
    } else {
      if (stand.countsStatus === 204) received.push(JSON.parse(body).counts);
      response.writeHead(stand.countsStatus).end();
    }
  });
});

let counter: typeof ViewCounter;

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  process.env.CMS_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  process.env.WEB_PURGE_SECRET = SECRET;
  counter = await import('./view-counter.server');
});
afterAll(() => new Promise((resolve) => cms.close(resolve)));

/** What a flush sent, summed by kind and key. */
async function flushed(): Promise<Map<string, AnalyticsCount>> {
  received.length = 0;
  await counter.flushViews();
  const sums = new Map<string, AnalyticsCount>();
  for (const row of received.flat()) {
    const id = `${row.kind}\t${row.key}`;
    const sum = sums.get(id);
    if (sum) {
      sum.views += row.views;
      sum.visitors += row.visitors;
    } else sums.set(id, { ...row });
  }
  return sums;
}

function request(address: string, userAgent: string, headers: Record<string, string> = {}): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: address });
  const message = new http.IncomingMessage(socket);
  message.method = 'GET';
  message.headers = { 'user-agent': userAgent, ...headers };
  return message;
}

describe('the view counter', () => {
  it('sends N views from M readers as N views and M visitors, and no robot', async () => {
    // Three readers (address and browser pairs), seven views; a crawler and a reader who asks not to be counted.
    const readers = [
      request('198.51.100.1', BROWSER(135)),
      request('198.51.100.1', BROWSER(134)),
      request('198.51.100.2', BROWSER(135)),
    ];
    for (let view = 0; view < 7; view += 1) counter.countView(readers[view % 3]!, '/articles/lisbon', 200);
    counter.countView(
      request('198.51.100.3', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
      '/',
      200,
    );
    counter.countView(request('198.51.100.4', BROWSER(135), { dnt: '1' }), '/', 200);
    const sums = await flushed();
    expect(sums.get('site\t')).toMatchObject({ views: 7, visitors: 3 });
    expect(sums.get('path\t/articles/lisbon')).toMatchObject({ views: 7 });
    expect(sums.get('story\t/articles/lisbon')).toMatchObject({ views: 7 });
    expect(sums.has('path\t/')).toBe(false);
    // The same readers again the same day are no new visitors.
    counter.countView(readers[0]!, '/about', 200);
    expect((await flushed()).get('site\t')).toMatchObject({ views: 1, visitors: 0 });
  });

  it('keeps a bounded number of search terms a day, however many are made up, and counts every search', async () => {
    const searches = 10_000;
    for (let made = 0; made < searches; made += 1) {
      const search = new Request(`http://site.example/search?q=term${made}`, { headers: { 'User-Agent': BROWSER(135) } });
      counter.countSearch(search, `Term${made}`, made % 2);
    }
    const sums = await flushed();
    const terms = [...sums.values()].filter((row) => row.kind === 'search');
    expect(terms.length).toBeLessThanOrEqual(SEARCH_TERMS_A_DAY + 1);
    expect(terms.reduce((total, row) => total + row.views, 0)).toBe(searches);
    expect(sums.get('search\tterm1')).toMatchObject({ views: 1 });
    expect(sums.get('search-results\tterm1')).toMatchObject({ views: 1 });
  });

  it('stores a 5 KB referrer host as a bounded key, and the view counts', async () => {
    counter.countView(request('198.51.100.11', BROWSER(135), { referer: `https://${'a'.repeat(5000)}.example/` }), '/map', 200);
    const referrers = [...(await flushed()).values()].filter((row) => row.kind === 'referrer');
    expect(referrers).toHaveLength(1);
    expect(referrers[0]!.key.length).toBe(ANALYTICS_KEY_MAX);
    expect(referrers[0]!.views).toBe(1);
  });

  it('keeps what the CMS did not take for the next flush', async () => {
    counter.countView(request('198.51.100.9', BROWSER(135)), '/map', 200);
    stand.countsStatus = 503;
    expect((await flushed()).size).toBe(0);
    stand.countsStatus = 204;
    expect((await flushed()).get('path\t/map')).toMatchObject({ views: 1 });
  });

  it('counts nothing while an Administrator has turned analytics off', async () => {
    const { purgePost } = await import('../data/client/answer-cache.server');
    stand.analytics = false;
    purgePost(undefined);
    counter.countView(request('198.51.100.10', BROWSER(135)), '/about', 200);
    expect((await flushed()).size).toBe(0);
    // Nothing is queued while it is off; once it is on again, views count.
    counter.countView(request('198.51.100.10', BROWSER(135)), '/contact', 200);
    stand.analytics = true;
    purgePost(undefined);
    expect((await flushed()).size).toBe(0);
    counter.countView(request('198.51.100.10', BROWSER(135)), '/contact', 200);
    expect((await flushed()).get('path\t/contact')).toMatchObject({ views: 1 });
  });
});
