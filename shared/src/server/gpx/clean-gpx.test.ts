import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanGpx } from './clean-gpx';
import { metersBetween } from './distance';
import { GpxError, readGpx } from './read-gpx';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const bytes = (text: string) => new TextEncoder().encode(text);
/** Where the walk in `home-walk.gpx` starts: its author's front door. */
const HOME = { lat: 51.5, lon: -0.1 };
const wrap = (body: string) => `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`;
const refusal = (input: Uint8Array) => {
  try {
    cleanGpx(input);
  } catch (error) {
    if (error instanceof GpxError) return error.message;
    throw error;
  }
  return 'accepted';
};

describe('cleaning an uploaded GPX route', () => {
  const { gpx, points } = cleanGpx(fixture('home-walk.gpx'));
  const cleaned = readGpx(gpx).segments.flat();

  it('cuts away every point within 200 m of the home it starts at, and the first 200 m along it', () => {
    const original = readGpx(fixture('home-walk.gpx').toString('utf8')).segments.flat();
    expect(original[0]).toMatchObject(HOME);
    expect(Math.min(...cleaned.map((point) => metersBetween(point, HOME)))).toBeGreaterThanOrEqual(200);
    // The walk heads north in 33 m steps, and its fixes in the first 50 m (home and the next) both
    // count as its start: the first kept point is the first one 200 m from the second.
    expect(cleaned[0]).toEqual({ lat: 51.5021, lon: -0.1, ele: 23.5 });
    expect(metersBetween(original[5]!, HOME)).toBeLessThan(200);
    expect(points).toBe(cleaned.length);
  });

  it('cuts the last 200 m away too, so the end does not show where it stopped', () => {
    const original = readGpx(fixture('home-walk.gpx').toString('utf8')).segments.flat();
    const end = original.at(-1)!;
    expect(Math.min(...cleaned.map((point) => metersBetween(point, end)))).toBeGreaterThanOrEqual(200);
    expect(cleaned.length).toBeLessThan(original.length - 10);
  });

  it('keeps only coordinates and elevation: no times, names, device, metadata, waypoints or extensions', () => {
    expect(gpx).not.toMatch(/<time|<metadata|<wpt|<name|<desc|<src|<extensions|gpxtpx|Garmin|Home|hr>/);
    expect(gpx).toContain('creator="Journey Canvas"');
    expect(gpx).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<gpx version="1.1"/);
    expect(gpx).toContain('<trkpt lat="51.5021" lon="-0.1"><ele>23.5</ele></trkpt>');
  });
});

describe('GPX files refused, nothing kept', () => {
  it('malformed XML', () => {
    expect(refusal(bytes(wrap('<trk><trkseg><trkpt lat="1" lon="2"></trkseg></trk>')))).toMatch(
      /^not well-formed XML \(line 1: /,
    );
  });

  it('well-formed XML the parser still refuses: nesting past its depth, or a name it will not make a key', () => {
    const track = '<trk><trkseg><trkpt lat="1" lon="2"/><trkpt lat="1.1" lon="2.1"/></trkseg></trk>';
    const deep = `${'<extensions>'.repeat(101)}${'</extensions>'.repeat(101)}`;
    for (const body of [`${track}${deep}`, `${track}<__proto__/>`, `${track}<constructor>x</constructor>`]) {
      expect(refusal(bytes(wrap(body)))).toMatch(/^not well-formed XML \(/);
    }
  });

  it('an XML bomb: any DOCTYPE or entity declaration, before anything is expanded', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE gpx [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<gpx><trk><name>&lol3;</name><trkseg><trkpt lat="1" lon="2"/></trkseg></trk></gpx>`;
    expect(refusal(bytes(laughs))).toBe('a GPX file may not declare a DOCTYPE or entities');
    expect(refusal(bytes(`<?xml version="1.0"?><!doctype gpx SYSTEM "file:///etc/passwd"><gpx/>`))).toBe(
      'a GPX file may not declare a DOCTYPE or entities',
    );
  });

  it('no points, or 2,000,000 of them (counted before parsing)', () => {
    expect(refusal(bytes(wrap('<wpt lat="1" lon="2"/><trk><trkseg></trkseg></trk>')))).toBe(
      'the GPX file has no track or route points',
    );
    const million = '<trkpt lat="1" lon="2"/>'.repeat(2_000_000);
    expect(() => readGpx(wrap(`<trk><trkseg>${million}</trkseg></trk>`))).toThrow('the GPX file has more than 200,000 points');
  });

  it('a file over 10 MB, however few points', () => {
    expect(refusal(new Uint8Array(10 * 1024 * 1024 + 1).fill(32))).toBe('larger than 10MB');
  });

  it('a GPX that is really something else: other XML, an image, text that is not UTF-8', () => {
    expect(refusal(bytes('<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>'))).toBe(
      'not a GPX file (its root element is <kml>)',
    );
    expect(refusal(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe(
      'not a GPX file (its root element is <svg>)',
    );
    expect(refusal(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'not a GPX file (it is not XML text)',
    );
    expect(refusal(Uint8Array.from([0x3c, 0x67, 0x70, 0x78, 0xff, 0x3e]))).toBe('not a GPX file (it is not XML text)');
  });

  it('a point without valid coordinates, and a route too short to keep once its ends are cut', () => {
    expect(refusal(bytes(wrap('<rte><rtept lat="1" lon="2"/><rtept lat="95" lon="2"/></rte>')))).toBe(
      'point 2 has no valid latitude and longitude',
    );
    expect(refusal(bytes(wrap('<rte><rtept lat="51.5" lon="-0.1"/><rtept lat="51.503" lon="-0.1"/></rte>')))).toBe(
      'the route is too short: its first and last 200 m are removed for privacy, and too little is left',
    );
  });
});
