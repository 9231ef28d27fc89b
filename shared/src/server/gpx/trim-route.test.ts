import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanGpx } from './clean-gpx';
import { readGpx } from './read-gpx';
import { trimRoute } from './trim-route';

/** A stray fix 6 km north, then a walk from home 1 km east and 600 m north (its opening comment). */
const file = readFileSync(new URL('./fixtures/privacy/stray-first-fix.gpx', import.meta.url));
const HOME = { lat: 48.85, lon: 2.35 };
const STRAY = { lat: 48.903959, lon: 2.35 };
const END = { lat: 48.855396, lon: 2.363667 };
const place = ({ lat, lon }: { lat: number; lon: number }) => ({ lat, lon });

describe('what the editor is shown of a trimmed route', () => {
  const trimmed = trimRoute(readGpx(file.toString('utf8')));

  it('where the walk starts and ends, and the stray fix dropped', () => {
    expect(trimmed.ends.map(place)).toEqual([HOME, END]);
    expect(trimmed.strays.map(place)).toEqual([STRAY]);
  });

  it('each removed stretch from a start or stop to the kept line, joining it', () => {
    const [line] = trimmed.kept.segments;
    expect(trimmed.kept.segments).toHaveLength(1);
    expect(trimmed.removed).toHaveLength(2);
    const [start, end] = trimmed.removed;
    expect(place(start![0]!)).toEqual(HOME);
    expect(start!.at(-1)).toEqual(line![0]);
    expect(end![0]).toEqual(line!.at(-1));
    expect(place(end!.at(-1)!)).toEqual(END);
  });

  it('as the upload answers it: longitude and latitude pairs, the kept line as the stored file has it', () => {
    const { gpx, preview } = cleanGpx(file);
    const stored = readGpx(gpx).segments.map((segment) => segment.map(({ lon, lat }) => [lon, lat]));
    expect(preview.kept).toEqual(stored);
    expect(preview.removed[0]![0]).toEqual([HOME.lon, HOME.lat]);
    expect(preview.ends).toEqual([
      [HOME.lon, HOME.lat],
      [END.lon, END.lat],
    ]);
    expect(preview.strays).toEqual([[STRAY.lon, STRAY.lat]]);
    // The removed parts are the editor's to see: none of them is in the stored file.
    expect(gpx).not.toContain(`lat="${HOME.lat}" lon="${HOME.lon}"`);
  });
});
