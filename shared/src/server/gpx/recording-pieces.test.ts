import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GPX_MAX_POINTS } from '../../travel-limits';
import { readGpx, type GpxPoint } from './read-gpx';
import { recordingPieces } from './recording-pieces';

const METERS_PER_DEGREE = 111_195;
const T0 = Date.parse('2026-05-02T07:00:00Z');

/** `count` fixes north from `from`, `step` metres and `seconds` apart (no times when `seconds` is null). */
function north(from: GpxPoint, count: number, step: number, seconds: number | null, startTime = T0): GpxPoint[] {
  return Array.from({ length: count }, (_, i) => ({
    lat: from.lat + (i * step) / METERS_PER_DEGREE,
    lon: from.lon,
    ...(seconds === null ? {} : { time: startTime + i * seconds * 1000 }),
  }));
}
/** `points` continued after `gapSeconds` (and `gapMeters` further north), in the same steps. */
function after(points: GpxPoint[], gapSeconds: number, gapMeters: number, count: number, step: number, seconds: number) {
  const last = points.at(-1)!;
  return north(
    { lat: last.lat + gapMeters / METERS_PER_DEGREE, lon: last.lon },
    count,
    step,
    seconds,
    last.time! + gapSeconds * 1000,
  );
}
const shape = (points: GpxPoint[]) => {
  const { pieces, strays } = recordingPieces({ segments: [points] });
  return { pieces: pieces.map((piece) => piece.length), strays: strays.length };
};
const HOME = { lat: 45, lon: 7 };

describe('where a recording is cut into the pieces walked', () => {
  it('a walk logged without a break stays one piece, the demo route too', () => {
    for (const file of [
      new URL('./fixtures/home-walk.gpx', import.meta.url),
      new URL('../../../../cms/data/demo-stories/09-gergeti-trinity-hike.gpx', import.meta.url),
    ]) {
      const track = readGpx(readFileSync(file, 'utf8'));
      expect(recordingPieces(track)).toEqual({ pieces: track.segments, strays: [] });
    }
  });

  it('a pause: a gap in the times ten times the usual interval, and at least two minutes', () => {
    const walk = north(HOME, 300, 1.4, 1);
    // Logged every second: a 3-minute stop is a pause, a 90-second wait at a crossing is not.
    expect(shape([...walk, ...after(walk, 180, 0, 300, 1.4, 1)])).toEqual({ pieces: [300, 300], strays: 0 });
    expect(shape([...walk, ...after(walk, 90, 0, 300, 1.4, 1)])).toEqual({ pieces: [600], strays: 0 });
    // Logged every 20 s: 150 s and 210 m on a straight line is the watch's rhythm, 5 minutes standing a pause.
    const sparse = north(HOME, 60, 28, 20);
    expect(shape([...sparse, ...after(sparse, 150, 210, 60, 28, 20)])).toEqual({ pieces: [120], strays: 0 });
    expect(shape([...sparse, ...after(sparse, 300, 0, 60, 28, 20)])).toEqual({ pieces: [60, 60], strays: 0 });
  });

  it('a jump: further than five times the usual speed allows in its time, and over 50 m', () => {
    const walk = north(HOME, 300, 1.4, 1);
    // 2 km in 10 s on foot: the watch moved while it was not logging.
    expect(shape([...walk, ...after(walk, 10, 2000, 300, 1.4, 1)])).toEqual({ pieces: [300, 300], strays: 0 });
    // A fix 40 m off the line is the scatter of a fix between buildings, not a jump.
    const scattered = walk.map((point, i) => (i === 150 ? { ...point, lon: point.lon + 40 / 78_600 } : point));
    expect(shape(scattered)).toEqual({ pieces: [300], strays: 0 });
  });

  it('stray fixes: a first or last fix far off, a single fix a jump away, and a few together', () => {
    const walk = north(HOME, 300, 1.4, 1);
    const stray = (point: GpxPoint, seconds: number, meters = 6000) => ({
      lat: point.lat + meters / METERS_PER_DEGREE,
      lon: point.lon,
      time: point.time! + seconds * 1000,
    });
    expect(shape([stray(walk[0]!, -20), ...walk])).toEqual({ pieces: [300], strays: 1 });
    expect(shape([...walk, stray(walk.at(-1)!, 10)])).toEqual({ pieces: [300], strays: 1 });
    expect(shape([stray(walk[0]!, -3), stray(walk[0]!, -2, 6010), ...walk])).toEqual({ pieces: [300], strays: 2 });
    const spiked = walk.map((point, i) => (i === 150 ? stray(walk[149]!, 1, 500) : point));
    expect(shape(spiked)).toEqual({ pieces: [150, 149], strays: 1 });
  });

  it('without times: only a jump near either end is a stray; a long straight line in the middle stays', () => {
    const planned = [...north(HOME, 40, 20, null), ...north({ lat: 45 + 2780 / METERS_PER_DEGREE, lon: 7 }, 40, 20, null)];
    expect(shape(planned)).toEqual({ pieces: [80], strays: 0 });
    const walk = north(HOME, 200, 5, null);
    const far = (meters: number) => ({ lat: 45 - meters / METERS_PER_DEGREE, lon: 7.01 });
    // A stray 6 km off, then one 800 m off, then the walk: both go, however many came before.
    expect(shape([far(6000), far(800), ...walk])).toEqual({ pieces: [200], strays: 2 });
    expect(shape([...walk, far(-6000)])).toEqual({ pieces: [200], strays: 1 });
  });
});

describe('a recording of a watch left standing', () => {
  // As many fixes as a file may hold: a second or two to make and cut, more on a loaded machine.
  it('is all strays, however many fixes it logged', { timeout: 30_000 }, () => {
    const standing = north(HOME, GPX_MAX_POINTS, 0, 1);
    expect(shape(standing)).toEqual({ pieces: [], strays: GPX_MAX_POINTS });
  });
});
