import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SESSION, openDashboard, png, toast } from './support/admin';
import { adminToken, cmsDelete, cmsGet } from './support/cms';

/** A demo guide with a three-day itinerary (cms/data/demo-stories/04-…). */
const MARRAKECH = '/articles/three-days-in-marrakech-a-practical-itinerary-for-the-medina';
/** A walk logged by a watch: a known start, timestamps, heart rate (shared/src/server/gpx/fixtures). */
const WALK = readFileSync(new URL('../../shared/src/server/gpx/fixtures/home-walk.gpx', import.meta.url));
/** A stray first fix 6 km north, then a walk from home at 48.85, 2.35 (its opening comment). */
const STRAY_START = readFileSync(new URL('../../shared/src/server/gpx/fixtures/privacy/stray-first-fix.gpx', import.meta.url));

/** The page's JSON-LD records. */
const jsonLd = async (page: Page) =>
  Promise.all((await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)));

test.describe('the admin', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('an editor builds an itinerary in the admin, with a GPX route, and readers see both on the article', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const title = `Two days in Kyoto ${Date.now()}`;
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Create Post' }).click();
    await page.getByRole('combobox', { name: 'Post type' }).click();
    await page.getByRole('option', { name: 'Cultural Experiences' }).click();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page
      .getByLabel('Content', { exact: true })
      .fill('Two slow days of temples, tea and lanes in Kyoto, before the crowds, with a walk up to the shrine gates.');
    await page.getByTestId('image-picker').setInputFiles([await png('kyoto.png', '#b45309')]);
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);

    // Two days, the second added first and moved down; a stop refused until it has a name.
    await page.getByRole('button', { name: 'Add a day' }).click();
    await page.getByRole('button', { name: 'Add a day' }).click();
    const days = page.locator('.RaSimpleFormIterator-line').filter({ has: page.getByLabel('Day title') });
    await days.nth(0).getByLabel('Day title').fill('Southern shrines');
    await days.nth(1).getByLabel('Day title').fill('Arrival');
    await days.nth(1).getByRole('button', { name: 'Move up' }).first().click();
    await expect(days.nth(0).getByLabel('Day title')).toHaveValue('Arrival');
    await page.getByRole('button', { name: 'Add a stop to day 1' }).click();
    await days.nth(0).getByLabel('Stop', { exact: true }).fill('Gion at dusk');
    await days.nth(0).getByLabel('Time').fill('18:30');
    await page.getByRole('button', { name: 'Add a stop to day 2' }).click();
    await days.nth(1).getByLabel('Time').fill('07:00');
    await page.getByRole('button', { name: 'Publish Story' }).click();
    await expect(page.getByText('Day 2, stop 1: Give this stop a name')).toBeVisible();
    await days.nth(1).getByLabel('Stop', { exact: true }).fill('Fushimi Inari');
    await days.nth(1).getByLabel('Latitude').fill('34.9671');
    await days.nth(1).getByLabel('Longitude').fill('135.7727');
    await days.nth(1).getByLabel('Minutes').fill('150');

    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload') && response.status() === 201);
    await page
      .getByTestId('route-file')
      .setInputFiles([{ name: 'morning-walk.gpx', mimeType: 'application/gpx+xml', buffer: WALK }]);
    await uploaded;
    await expect(page.getByTestId('route-name')).toHaveText('morning-walk.gpx');
    await page.getByRole('button', { name: 'Publish Story' }).click();
    await toast(page, 'Blog Published Successfully! 🎉');

    const reader = await context.newPage();
    const token = await adminToken();
    const [post] = await cmsGet(`/api/admin/blog-posts?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`, token);
    await reader.goto(`/articles/${post.slug}`);
    const itinerary = reader.getByRole('region', { name: 'Itinerary' });
    await expect(itinerary.getByRole('heading', { level: 3 })).toHaveText(['Day 1: Arrival', 'Day 2: Southern shrines']);
    await expect(itinerary.locator('.stop').filter({ hasText: 'Fushimi Inari' })).toContainText('2 h 30 min');
    await expect(itinerary.getByRole('link', { name: 'Fushimi Inari on OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=34.9671&mlon=135.7727#map=12/34.9671/135.7727',
    );
    const trip = (await jsonLd(reader)).find((record) => record['@type'] === 'TouristTrip');
    expect(trip.itinerary.itemListElement.map((item: any) => item.item.name)).toEqual(['Gion at dusk', 'Fushimi Inari']);
    expect(trip.itinerary.itemListElement[1].item.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 34.9671,
      longitude: 135.7727,
    });

    // The route: its figures, its profile, and a download with no timestamps or device data.
    const route = reader.getByRole('region', { name: 'The route' });
    await expect(route.getByText('Distance')).toBeVisible();
    await expect(route.getByRole('img', { name: /^Elevation profile: between \d+ m and \d+ m over/ })).toBeVisible();
    const download = await reader.request.get(
      (await route.getByRole('link', { name: 'Download the route (GPX)' }).getAttribute('href'))!,
    );
    expect(download.headers()['content-disposition']).toBe(`attachment; filename="${post.slug}.gpx"`);
    const gpx = await download.text();
    expect(gpx).toContain('<trkpt lat=');
    expect(gpx).not.toMatch(/<time|gpxtpx|Garmin|<wpt/);
    await expect(reader.getByRole('img', { name: 'Map of the stops' })).toBeVisible();
    await cmsDelete(`/api/admin/blog-posts/${post.id}`, token);
  });

  test('an editor attaching a GPX route sees it as it will be published, its removed ends marked, before publishing', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Create Post' }).click();
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload') && response.status() === 201);
    await page
      .getByTestId('route-file')
      .setInputFiles([{ name: 'from-home.gpx', mimeType: 'application/gpx+xml', buffer: STRAY_START }]);
    await uploaded;

    const map = page.getByRole('img', { name: /^Map of the route as readers will see it, and the 2 places where its recording/ });
    await expect(map).toBeVisible();
    // One line kept, the two stretches removed around its start (home) and its end, both places circled.
    await expect(map.locator('[data-part="kept"]')).toHaveCount(1);
    await expect(map.locator('[data-part="removed"]')).toHaveCount(2);
    await expect(map.locator('[data-part="end"]')).toHaveCount(2);
    const figure = page.getByRole('figure', { name: /Before you publish: the route as readers will see it/ });
    await expect(figure).toContainText(
      'Dashed line: removed for privacy, everything within 200 m of where the recording starts, stops or pauses (circled).',
    );
    await expect(figure).toContainText('1 stray fix, off the route, was dropped.');
    // Each removed stretch joins the kept line at one end and reaches a circled place at the other.
    const [kept] = await map
      .locator('[data-part="kept"]')
      .evaluateAll((paths) => paths.map((path) => (path as SVGPathElement).getAttribute('d')!.match(/-?[\d.]+ -?[\d.]+/g)!));
    const removed = await map
      .locator('[data-part="removed"]')
      .evaluateAll((paths) => paths.map((path) => (path as SVGPathElement).getAttribute('d')!.match(/-?[\d.]+ -?[\d.]+/g)!));
    const ends = await map
      .locator('[data-part="end"]')
      .evaluateAll((circles) => circles.map((circle) => `${circle.getAttribute('cx')} ${circle.getAttribute('cy')}`));
    expect(removed.map((stretch) => [stretch[0], stretch.at(-1)])).toEqual([
      [ends[0], kept![0]],
      [kept!.at(-1), ends[1]],
    ]);

    // Drawn on the page from the upload's answer: no map tiles, nothing asked of another machine,
    // and none of the removed parts kept in the browser's copy of the form.
    expect(requests.filter((url) => !['localhost', '127.0.0.1'].includes(new URL(url).hostname))).toEqual([]);
    const stored = await page.evaluate(() => Object.values(localStorage).join('\n'));
    expect(stored).not.toMatch(/routeTrim|2\.35,48\.85/);
    await page.getByRole('button', { name: 'Remove route' }).click();
    await expect(map).toBeHidden();
  });
});

test('the map links each place to its stories, with a text list beside it, and no script or third party', async ({ browser }) => {
  // Without JavaScript, as every reader page works.
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/map');
  const map = page.getByRole('group', { name: 'World map of our stories' });
  const marker = map.getByRole('link', { name: /^Marrakech, Morocco: Three Days in Marrakech/ });
  await expect(marker).toHaveAttribute('href', MARRAKECH);
  await expect(page.getByRole('list', { name: 'Places' }).getByRole('link', { name: 'Marrakech, Morocco' })).toHaveAttribute(
    'href',
    MARRAKECH,
  );
  expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
  await marker.click();
  await expect(page).toHaveURL(MARRAKECH);

  await page.goto('/places/Japan');
  await expect(page.getByRole('group', { name: 'Map of our stories in Japan' }).getByRole('link')).not.toHaveCount(0);
});

test("a story's map joins its stops in the order of the visit, has a scale, and loads OpenStreetMap only when pressed", async ({
  browser,
  baseURL,
}) => {
  const still = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
  await still.goto(MARRAKECH);
  const facade = still.getByRole('link', { name: /Map of the stops.*Show streets on OpenStreetMap/ });
  await expect(facade).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/#map=\d+\/31\.6\d*\/-7\.9\d*$/);
  const map = facade.getByRole('img', { name: 'Map of the stops' });
  expect((await map.locator('polyline.map-stops-line').getAttribute('points'))!.split(' ').length).toBeGreaterThanOrEqual(3);
  await expect(map.locator('.map-scale text')).toHaveText(/^\d+ (k)?m$/);
  // No numbered stop covers another.
  const stops = await map
    .locator('.map-stop circle')
    .evaluateAll((circles) => circles.map((circle) => [Number(circle.getAttribute('cx')), Number(circle.getAttribute('cy'))]));
  for (const [i, [x, y]] of stops.entries())
    for (const [x2, y2] of stops.slice(i + 1)) expect(Math.hypot(x! - x2!, y! - y2!)).toBeGreaterThanOrEqual(22);
  await still.context().close();

  const reader = await (await browser.newContext({ baseURL })).newPage();
  const elsewhere: string[] = [];
  reader.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('openstreetmap.org')) elsewhere.push(request.url());
  });
  await reader.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Streets</p>' }),
  );
  await reader.goto(MARRAKECH);
  await reader.waitForLoadState('networkidle');
  expect(elsewhere).toEqual([]);
  await reader.getByRole('link', { name: /Show streets on OpenStreetMap/ }).click();
  const player = reader.locator('.story-map iframe.story-embed-player');
  await expect(player).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=-[78]\.\d+,31\.\d+,-7\.\d+,31\.\d+&layer=mapnik$/,
  );
  await expect(reader.frameLocator('.story-map iframe').getByText('Streets')).toBeVisible();
  expect(elsewhere).toHaveLength(1);
  await reader.context().close();
});

test('the printable itinerary carries the whole trip on one page', async ({ page }) => {
  await page.goto(MARRAKECH);
  await page.getByRole('link', { name: 'Printable itinerary' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Day 1: The square and the palaces',
    'Day 2: Souks and a madrasa',
    'Day 3: Gardens and a hammam',
  ]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('a guide saved for offline is read with the network cut, and nothing is registered before the button', async ({
  page,
  context,
}) => {
  // A link that asks to save registers nothing: only the reader's press may.
  await page.goto(`${MARRAKECH}?save=offline`);
  await expect(page.getByRole('status').filter({ hasText: 'Press Save for offline once more' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
  await page.goto(MARRAKECH);
  // A reader who never presses the button gets no worker and no stored data, and one small inline script.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
  const tripScript = await page.locator('[data-trip-pack] script').textContent();
  expect(tripScript!.length).toBeLessThan(4096);

  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved for offline on / })).toBeVisible();
  await page.goto('/saved');
  await expect(page.getByRole('list', { name: 'Pages saved for offline reading' }).getByRole('link')).toHaveText([
    'Three Days in Marrakech: A Practical Itinerary for the Medina',
  ]);

  await context.setOffline(true);
  await page.goto(MARRAKECH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Three Days in Marrakech: A Practical Itinerary for the Medina',
  );
  await expect(page.getByRole('status').filter({ hasText: /^You are offline: this copy was saved on / })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Map of the stops' })).toBeVisible();
  // Its picture, kept at phone size, shows offline too.
  expect(
    await page.locator('.featured-image img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
  ).toBeGreaterThan(0);

  // Back online, the saved page reloads itself from the network, and the pack keeps the fresh copy.
  const reloaded = page.waitForEvent('load');
  await context.setOffline(false);
  await reloaded;
  await expect(page.getByRole('status').filter({ hasText: /^Saved for offline on / })).toBeVisible();
  await page.goto('/saved');
  await page.getByRole('button', { name: /^Remove “Three Days in Marrakech/ }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Removed “Three Days in Marrakech: A Practical Itinerary for the Medina”. Nothing is saved for offline reading yet.',
  );
});
