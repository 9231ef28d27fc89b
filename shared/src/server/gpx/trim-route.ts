import { GPX_TRIM_METERS } from '../../travel-limits';
import { metersBetween } from './distance';
import { NearPoints } from './near-points';
import type { GpxPoint, GpxTrack } from './read-gpx';
import { JUMP_MIN_METERS, recordingPieces } from './recording-pieces';

/** What was cut is for the uploading editor only, never stored. */
export interface TrimmedRoute {
  kept: GpxTrack;
  /** Each with the kept fix on either side, so it draws as a line onto the route. */
  removed: GpxPoint[][];
  ends: GpxPoint[];
  strays: GpxPoint[];
}

/** All of the first and last JUMP_MIN_METERS: a stray fix that close to the real start is not told from it. */
function endsOf(piece: GpxPoint[]): GpxPoint[] {
  const within = (points: GpxPoint[]) => {
    const taken = [points[0]!];
    let walked = 0;
    for (let i = 1; i < points.length; i += 1) {
      walked += metersBetween(points[i - 1]!, points[i]!);
      if (walked > JUMP_MIN_METERS) break;
      taken.push(points[i]!);
    }
    return taken;
  };
  return [...within(piece), ...within([...piece].reverse())];
}

function runsOf(length: number, test: (i: number) => boolean): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < length; i += 1) {
    if (!test(i)) continue;
    const start = i;
    while (i + 1 < length && test(i + 1)) i += 1;
    runs.push([start, i + 1]);
  }
  return runs;
}

/**
 * Drops every fix within `meters` (straight line) of a stray or a piece's end, whichever piece it is
 * in, so no home address shows (decision 085). A one-fix stretch is no line and goes.
 */
export function trimRoute(track: GpxTrack, meters = GPX_TRIM_METERS): TrimmedRoute {
  const { pieces, strays } = recordingPieces(track);
  const near = new NearPoints([...strays, ...pieces.flatMap(endsOf)], meters);
  const kept: GpxPoint[][] = [];
  const removed: GpxPoint[][] = [];
  for (const piece of pieces) {
    const far = piece.map((point) => !near.near(point));
    const published = new Array<boolean>(piece.length).fill(false);
    for (const [start, end] of runsOf(piece.length, (i) => far[i]!)) {
      if (end - start < 2) continue;
      kept.push(piece.slice(start, end));
      published.fill(true, start, end);
    }
    for (const [start, end] of runsOf(piece.length, (i) => !published[i])) {
      removed.push(piece.slice(Math.max(0, start - 1), Math.min(piece.length, end + 1)));
    }
  }
  return {
    kept: { segments: kept },
    removed,
    ends: pieces.flatMap((piece) => [piece[0]!, piece.at(-1)!]),
    strays,
  };
}
