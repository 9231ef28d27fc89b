import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FILE_MESSAGES } from '@journey-canvas/shared';
import { metersBetween, readGpx } from '@journey-canvas/shared/server';
import { api, createPost, fieldErrors, jpeg, login, panelToken, postBody, uploadFile, uploadImage } from '../support/api';

const itinerary = [
  {
    title: 'Arrival',
    stops: [
      { name: 'Fushimi Inari', latitude: 34.9671, longitude: 135.7727, time: '07:30', durationMinutes: 150, note: 'Go early' },
      { name: 'Tea ceremony', cost: 3000, currency: 'JPY' },
    ],
  },
];

/** A walk with a known start (its author's door), timestamps and a device's data: the CMS must strip them. */
const walk = readFileSync(new URL('../../../shared/src/server/gpx/fixtures/home-walk.gpx', import.meta.url));
/** A stray first fix 6 km north, then a walk from its author's home at 48.85, 2.35 (its opening comment). */
const strayStart = readFileSync(new URL('../../../shared/src/server/gpx/fixtures/privacy/stray-first-fix.gpx', import.meta.url));
const STRAY_HOME = { lat: 48.85, lon: 2.35 };
const gpx = (body: string) => `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`;
const BOMB = `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><gpx><trk><name>&b;</name></trk></gpx>`;

/** Files in the media library, to check a refused upload stored nothing. */
const fileCount = async (token: string) => (await api('/api/upload/files', { token })).body.length as number;

describe('itineraries', () => {
  let token: string;
  let imageId: number;

  beforeAll(async () => {
    token = await login();
    imageId = await uploadImage(token);
  });

  it('are stored through the admin API, published by the REST API, and recorded by revisions', async () => {
    const created = await api('/api/admin/blog-posts', { token, body: postBody([imageId], { postType: 'guide', itinerary }) });
    expect(created.status).toBe(201);
    expect(created.body.itinerary).toEqual(itinerary);
    const published = await api(`/api/blog-posts?filters[slug][$eq]=${created.body.slug}`);
    expect(published.body.data[0].itinerary).toEqual(itinerary);

    const edited = await api(`/api/admin/blog-posts/${created.body.id}`, { method: 'PUT', token, body: { itinerary: [] } });
    expect(edited.body.itinerary).toBeNull();
    const history = await api(`/api/admin/revisions?filter=${encodeURIComponent(JSON.stringify({ post: created.body.id }))}`, {
      token,
    });
    expect(history.body[0].summary).toBe('Saved and published: changed itinerary');
    const first = history.body.at(-1);
    const restored = await api(`/api/admin/revisions/${first.id}/restore`, { token, body: { post: created.body.id } });
    expect(restored.body.itinerary).toEqual(itinerary);
  });

  it('are checked by the shared schema on the admin API, saying which day and stop, keeping what was stored', async () => {
    const post = await createPost(token, { itinerary });
    const response = await api(`/api/admin/blog-posts/${post.id}`, {
      method: 'PUT',
      token,
      body: { itinerary: [{ stops: [{ name: '', time: '7am' }] }, { stops: [] }] },
    });
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body)).toEqual({
      'itinerary.0.stops.0.name': 'Day 1, stop 1: Give this stop a name',
      'itinerary.0.stops.0.time': 'Day 1, stop 1: Enter the time as HH:MM, 24-hour, such as 09:30',
      'itinerary.1.stops': 'Day 2: Add at least one stop to this day, or remove the day',
    });
    expect((await api(`/api/admin/blog-posts/${post.id}`, { token })).body.itinerary).toEqual(itinerary);
  });

  it('are checked by the same rules on the core REST API and in Strapi’s panel', async () => {
    const rest = await api('/api/blog-posts', {
      token,
      body: { data: { ...postBody([imageId]), itinerary: [{ stops: [{ name: 'Gion', cost: 10 }] }] } },
    });
    expect(rest.status).toBe(400);
    expect(fieldErrors(rest.body)).toEqual({
      'itinerary.0.stops.0.currency': 'Day 1, stop 1: Enter both the cost and its currency, or neither',
    });

    const panel = await api('/content-manager/collection-types/api::blog-post.blog-post', {
      token: panelToken(),
      body: { ...postBody([imageId]), itinerary: 'three days' },
    });
    expect(panel.status).toBe(400);
    expect(panel.body.error.message).toBe('The itinerary must be a list of days, each with its stops');
  });
});

describe('GPX routes', () => {
  let token: string;

  beforeAll(async () => {
    token = await login();
  });

  it('are stored cleaned: both ends trimmed, no times, device or extension data', async () => {
    const upload = await uploadFile(token, walk, 'morning-walk.gpx', 'application/gpx+xml');
    expect(upload.status).toBe(201);
    expect(upload.body[0]).toMatchObject({ mime: 'application/gpx+xml', ext: '.gpx' });
    const stored = await fetch(new URL(upload.body[0].url, inject('cmsUrl'))).then((response) => response.text());
    expect(stored).not.toMatch(/<time|Garmin|gpxtpx|<wpt|<metadata/);
    expect(stored).not.toContain('lat="51.5" lon="-0.1"');
    expect(stored).toContain('<trkpt lat="51.5021" lon="-0.1"><ele>23.5</ele></trkpt>');
  });

  it('are stored with no point within 200 m of a home a stray first fix hid; the uploader alone sees what was cut', async () => {
    const upload = await uploadFile(token, strayStart, 'stray-start.gpx', 'application/gpx+xml');
    expect(upload.status).toBe(201);
    const stored = await fetch(new URL(upload.body[0].url, inject('cmsUrl'))).then((response) => response.text());
    const points = readGpx(stored).segments.flat();
    expect(points.length).toBeGreaterThan(100);
    expect(Math.min(...points.map((point) => metersBetween(point, STRAY_HOME)))).toBeGreaterThanOrEqual(200);

    // The answer to the upload draws the route as it will be published, and what was removed.
    const { routeTrim } = upload.body[0];
    expect(routeTrim.kept).toEqual(readGpx(stored).segments.map((segment) => segment.map(({ lon, lat }) => [lon, lat])));
    expect(routeTrim.ends[0]).toEqual([STRAY_HOME.lon, STRAY_HOME.lat]);
    expect(routeTrim.removed[0][0]).toEqual([STRAY_HOME.lon, STRAY_HOME.lat]);
    expect(routeTrim.strays).toEqual([[2.35, 48.903959]]);
    // Nowhere else: not in the file's record, nor in the post that carries it.
    const again = await api(`/api/upload/files/${upload.body[0].id}`, { token });
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty('routeTrim');
    const post = await createPost(token, { route: upload.body[0].id });
    const published = await api(`/api/blog-posts?filters[slug][$eq]=${post.slug}&populate[route]=true`);
    expect(JSON.stringify(published.body)).not.toMatch(/routeTrim|2\.35,48\.85/);
  });

  it('are attached to a post by the admin API and REST, which show the file', async () => {
    const routeId = (await uploadFile(token, walk, 'walk.gpx', 'application/gpx+xml')).body[0].id;
    const post = await createPost(token, { route: routeId });
    expect(post.route).toMatchObject({ id: routeId, url: expect.stringMatching(/\.gpx$/) });
    const published = await api(`/api/blog-posts?filters[slug][$eq]=${post.slug}&populate[route]=true`);
    expect(published.body.data[0].route).toMatchObject({ id: routeId, mime: 'application/gpx+xml' });

    const cleared = await api(`/api/admin/blog-posts/${post.id}`, { method: 'PUT', token, body: { route: null } });
    expect(cleared.body.route).toBeNull();
  });

  it('are never replaced in place, nor replace a picture: the site reads a route once per address', async () => {
    const routeId = (await uploadFile(token, walk, 'walk.gpx', 'application/gpx+xml')).body[0].id;
    const imageId = await uploadImage(token);
    const replace = (id: number, bytes: Buffer | string, name: string, type: string) => {
      const form = new FormData();
      form.append('files', new Blob([bytes], { type }), name);
      return api(`/api/upload?id=${id}`, { method: 'POST', token, form });
    };
    for (const response of [
      await replace(routeId, await jpeg(), 'picture.jpg', 'image/jpeg'),
      await replace(routeId, walk, 'other-walk.gpx', 'application/gpx+xml'),
      await replace(imageId, walk, 'walk.gpx', 'application/gpx+xml'),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(FILE_MESSAGES.routeNotReplaced);
    }
    const kept = await api(`/api/upload/files/${routeId}`, { token });
    expect(kept.body).toMatchObject({ mime: 'application/gpx+xml', ext: '.gpx' });
    expect((await replace(imageId, await jpeg(), 'new-picture.jpg', 'image/jpeg')).status).toBe(200);
  });

  it('must be a GPX file: an image or a missing file is refused on the post', async () => {
    const imageId = await uploadImage(token);
    const post = await createPost(token);
    for (const [route, message] of [
      [imageId, `File ${imageId} is not a GPX route: upload a .gpx file for the route`],
      [999_999, 'GPX file 999999 was not found. Please upload it again.'],
    ] as const) {
      const response = await api(`/api/admin/blog-posts/${post.id}`, { method: 'PUT', token, body: { route } });
      expect(response.status).toBe(400);
      expect(fieldErrors(response.body)).toEqual({ route: message });
    }
  });

  it('are refused with a clear message and nothing stored: malformed, a bomb, no points, too many, something else', async () => {
    const before = await fileCount(token);
    const manyPoints = gpx(`<trk><trkseg>${'<trkpt lat="1" lon="2"/>'.repeat(200_001)}</trkseg></trk>`);
    for (const [bytes, name, reason] of [
      [gpx('<trk><trkseg><trkpt lat="1" lon="2"></trk>'), 'broken.gpx', 'not well-formed XML'],
      [BOMB, 'laughs.gpx', 'a GPX file may not declare a DOCTYPE or entities'],
      [gpx('<wpt lat="1" lon="2"/>'), 'empty.gpx', 'the GPX file has no track or route points'],
      [manyPoints, 'huge.gpx', 'the GPX file has more than 200,000 points'],
      ['<kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>', 'walk.gpx', 'not a GPX file (its root element is <kml>)'],
      [await jpeg(), 'photo.gpx', 'not a GPX file (it is not XML text)'],
    ] as const) {
      const response = await uploadFile(token, bytes as string | Buffer, name, 'application/gpx+xml');
      expect(response.status, name).toBe(400);
      expect(response.body.error.message, name).toContain(`Please upload a GPX route under 10MB. (${name}: ${reason}`);
    }
    const tooLarge = await uploadFile(token, Buffer.alloc(10 * 1024 * 1024 + 1, 32), 'padded.gpx', 'application/gpx+xml');
    expect(tooLarge.status).toBe(413);
    expect(await fileCount(token)).toBe(before);
  });
});

describe("the map's places", () => {
  it('are the published places with coordinates, counted, the one story of a place named, nothing else readable', async () => {
    const token = await login();
    const spot = {
      placeName: `Test Point ${Date.now()}`,
      placeCountry: 'Iceland',
      placeLatitude: 64.1466,
      placeLongitude: -21.9426,
    };
    const first = await createPost(token, spot);
    const places = async () => (await api('/api/blog-posts/places')).body.data as any[];
    expect((await places()).find((place) => place.name === spot.placeName)).toEqual({
      name: spot.placeName,
      country: 'Iceland',
      latitude: 64.1466,
      longitude: -21.9426,
      stories: 1,
      slug: first.slug,
      title: first.title,
    });

    const second = await createPost(token, spot);
    await createPost(token, { ...spot, status: 'draft' });
    expect((await places()).find((place) => place.name === spot.placeName)).toMatchObject({
      stories: 2,
      slug: null,
      title: null,
    });
    await api(`/api/admin/blog-posts/${second.id}`, { method: 'DELETE', token });
    expect((await places()).find((place) => place.name === spot.placeName)).toMatchObject({ stories: 1, slug: first.slug });

    expect((await api('/api/blog-posts/places?status=draft')).status).toBe(400);
  });
});
