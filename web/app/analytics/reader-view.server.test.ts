import { describe, expect, it } from 'vitest';
import { countedRequest, countryOf, deviceClass, referrerHost, type ViewFacts } from './reader-view.server';
import { visitorDaysInMemory } from './visitors.server';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:135.0) Gecko/20100101 Firefox/135.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const facts = (given: Partial<ViewFacts> = {}): ViewFacts => ({
  method: 'GET',
  url: '/articles/lisbon',
  status: 200,
  remoteAddress: '203.0.113.9',
  forwardedFor: undefined,
  userAgent: FIREFOX,
  referer: undefined,
  acceptLanguage: 'en-GB,en;q=0.8',
  country: undefined,
  purpose: undefined,
  doNotTrack: false,
  tripPack: false,
  ...given,
});

describe('a reader view', () => {
  it("is a reader's page, with its path, referrer, country and device", () => {
    expect(countedRequest(facts({ referer: 'https://www.google.com/search?q=lisbon' }), 'journeycanvas.example')).toEqual({
      kind: 'view',
      path: '/articles/lisbon',
      referrer: 'google.com',
      country: 'GB',
      device: 'desktop',
    });
    expect(
      countedRequest(facts({ url: '/fr/articles/lisbonne?ref=newsletter', status: 304 }), 'journeycanvas.example'),
    ).toMatchObject({
      path: '/fr/articles/lisbonne',
      referrer: 'newsletter',
    });
  });

  it('is not counted for robots, prefetches, other methods, files, failures or a reader who asks not to be', () => {
    const notCounted: Partial<ViewFacts>[] = [
      { userAgent: GOOGLEBOT },
      { userAgent: undefined },
      { purpose: 'prefetch' },
      { purpose: 'prefetch;prerender' },
      { method: 'HEAD' },
      { method: 'POST' },
      { status: 404, userAgent: GOOGLEBOT },
      { status: 404, url: '/api/blog-posts' },
      { status: 301 },
      { status: 500 },
      { url: '/rss.xml', doNotTrack: true },
      { url: '/articles/lisbon.data' },
      { url: '/admin/posts' },
      { url: '/api/client-errors' },
      { url: '/uploads/photo.jpg' },
      { doNotTrack: true },
    ];
    for (const given of notCounted)
      expect(countedRequest(facts(given), 'journeycanvas.example'), JSON.stringify(given)).toBeUndefined();
  });

  it('is a missing address with where the reader came from, a feed read by any program, or a saved trip pack', () => {
    const site = 'journeycanvas.example';
    expect(
      countedRequest(facts({ status: 404, url: '/wp-content/uploads/old.jpg', referer: 'https://forum.example/t/1' }), site),
    ).toEqual({
      kind: 'not-found',
      path: '/wp-content/uploads/old.jpg',
      referrer: 'forum.example',
    });
    expect(countedRequest(facts({ status: 410, url: '/articles/gone' }), site)).toMatchObject({
      kind: 'not-found',
      path: '/articles/gone',
    });
    expect(countedRequest(facts({ url: '/fr/rss.xml?tag=rail&utm_source=x', userAgent: 'Feedly/1.0' }), site)).toEqual({
      kind: 'feed',
      feed: '/fr/rss.xml?tag=rail',
    });
    expect(countedRequest(facts({ tripPack: true }), site)).toEqual({ kind: 'trip-pack' });
  });

  it('names no referrer for the site itself, a missing header or one that is not an address', () => {
    expect(referrerHost('https://journeycanvas.example/articles', 'journeycanvas.example')).toBe('');
    expect(referrerHost(undefined, 'journeycanvas.example')).toBe('');
    expect(referrerHost('not an address', 'journeycanvas.example')).toBe('');
    expect(referrerHost('https://WWW.Reddit.com/r/travel', 'journeycanvas.example')).toBe('reddit.com');
  });

  it("takes the country from the CDN's header first, else from the language's region", () => {
    expect(countryOf('pt', 'fr-CA')).toBe('PT');
    expect(countryOf('XX', 'fr-CA,fr;q=0.9')).toBe('CA');
    expect(countryOf(undefined, 'zh-Hant-TW')).toBe('TW');
    expect(countryOf(undefined, 'fr')).toBe('');
    expect(countryOf(undefined, undefined)).toBe('');
  });

  it('tells robots from browsers over a corpus of real user agents', () => {
    const robots = [
      GOOGLEBOT,
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Wget/1.21.4',
      'node',
    ];
    const browsers = [
      FIREFOX,
      IPHONE,
      ANDROID_TABLET,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ];
    const site = 'journeycanvas.example';
    expect(robots.filter((userAgent) => countedRequest(facts({ userAgent }), site))).toEqual([]);
    expect(browsers.filter((userAgent) => !countedRequest(facts({ userAgent }), site))).toEqual([]);
  });

  it('keeps a 5 KB referrer to its host', () => {
    const long = `https://${'a'.repeat(60)}.example/${'x'.repeat(5000)}`;
    expect(referrerHost(long, 'journeycanvas.example')).toBe(`${'a'.repeat(60)}.example`);
  });

  it('tells phones, tablets and desktops apart', () => {
    expect(deviceClass(IPHONE)).toBe('mobile');
    expect(deviceClass(ANDROID_TABLET)).toBe('tablet');
    expect(deviceClass(FIREFOX)).toBe('desktop');
  });
});

describe('visitors a day', () => {
  it('count an address and browser once a day, and anew the next day', () => {
    const visitors = visitorDaysInMemory();
    const visit = (day: string, userAgent: string) => visitors.firstVisit({ day, address: '203.0.113.9', userAgent });
    expect(visit('2026-12-01', FIREFOX)).toBe(true);
    expect(visit('2026-12-01', FIREFOX)).toBe(false);
    expect(visit('2026-12-01', IPHONE)).toBe(true);
    expect(visit('2026-12-02', FIREFOX)).toBe(true);
  });
});
