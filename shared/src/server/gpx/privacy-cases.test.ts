import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GPX_TRIM_METERS } from '../../travel-limits';
import { cleanGpx } from './clean-gpx';
import { metersBetween, type LatLon } from './distance';
import { readGpx, type GpxTrack } from './read-gpx';

/**
 * Six recordings that each hide a place where the recording starts, stops or pauses somewhere
 * other than the file's first and last point (`fixtures/privacy/`, each described in its opening
 * comment): walks in 10 m steps, every 5 s where they have times.
 */
interface PrivacyCase {
  file: string;
  /** Every place the recording starts, stops or pauses, as its comment gives them. */
  stops: LatLon[];
  /** Its stray fixes, far off the walk. */
  strays: LatLon[];
  /** The walk's length between those places, stray jumps left out. */
  walked: number;
  /** The ends of the pieces walked: a pause or a stop between two segments is two. */
  pieceEnds: number;
}

const at = (lat: number, lon: number): LatLon => ({ lat, lon });
const CASES: PrivacyCase[] = [
  {
    file: 'stray-first-fix.gpx',
    stops: [at(48.85, 2.35), at(48.855396, 2.363667)],
    strays: [at(48.903959, 2.35)],
    walked: 1600,
    pieceEnds: 2,
  },
  {
    file: 'stray-last-fix.gpx',
    stops: [at(48.86, 2.33), at(48.853705, 2.342303)],
    strays: [at(48.815484, 2.284215)],
    walked: 1600,
    pieceEnds: 2,
  },
  {
    file: 'multiple-segments.gpx',
    stops: [at(48.87, 2.3), at(48.87, 2.310938), at(48.875396, 2.310938), at(48.875396, 2.311348), at(48.875396, 2.323654)],
    strays: [],
    walked: 2300,
    pieceEnds: 6,
  },
  {
    file: 'multiple-tracks.gpx',
    stops: [at(48.84, 2.28), at(48.846295, 2.286833), at(48.86698, 2.3), at(48.859785, 2.294532)],
    strays: [],
    walked: 2400,
    pieceEnds: 4,
  },
  {
    file: 'pause-mid-track.gpx',
    stops: [at(48.83, 2.37), at(48.83, 2.382295), at(48.837195, 2.382295)],
    strays: [],
    walked: 1700,
    pieceEnds: 4,
  },
  {
    file: 'no-timestamps.gpx',
    stops: [at(48.82, 2.32), at(48.824497, 2.333659)],
    strays: [at(48.82, 2.238048), at(48.779531, 2.333659)],
    walked: 1500,
    pieceEnds: 2,
  },
];

const fixture = (name: string) => readFileSync(new URL(`./fixtures/privacy/${name}`, import.meta.url));
const lengthOf = (track: GpxTrack) =>
  track.segments.reduce(
    (sum, segment) => sum + segment.slice(1).reduce((s, point, i) => s + metersBetween(segment[i]!, point), 0),
    0,
  );

describe('a route loses 200 m around every place its recording starts, stops or pauses', () => {
  it.each(CASES)('$file: no kept point within 200 m of any of them, nor of a stray fix', ({ file, stops, strays }) => {
    const kept = readGpx(cleanGpx(fixture(file)).gpx).segments.flat();
    expect(kept.length).toBeGreaterThan(0);
    for (const stop of [...stops, ...strays]) {
      const nearest = Math.min(...kept.map((point) => metersBetween(point, stop)));
      expect(nearest, `${file}: nearest kept point to (${stop.lat}, ${stop.lon})`).toBeGreaterThanOrEqual(GPX_TRIM_METERS);
    }
  });

  it.each(CASES)(
    '$file: keeps the walk between them, at most 300 m gone at the end of each piece',
    ({ file, walked, pieceEnds }) => {
      const kept = readGpx(cleanGpx(fixture(file)).gpx);
      expect(lengthOf(kept)).toBeGreaterThanOrEqual(walked - 300 * pieceEnds);
    },
  );

  it('keeps each piece of the walk a line of its own, never one joining a stop to the next piece', () => {
    const kept = readGpx(cleanGpx(fixture('pause-mid-track.gpx')).gpx);
    expect(kept.segments).toHaveLength(2);
    for (const segment of kept.segments) {
      const steps = segment.slice(1).map((point, i) => metersBetween(segment[i]!, point));
      expect(Math.max(...steps)).toBeLessThan(15);
    }
  });
});
