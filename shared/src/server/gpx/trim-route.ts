import { GPX_TRIM_METERS } from '../../travel-limits';
import { metersBetween } from './distance';
import { NearPoints } from './near-points';
import type { GpxPoint, GpxTrack } from './read-gpx';
import { JUMP_MIN_METERS, recordingPieces } from './recording-pieces';

/** A route cut for publishing, and what was cut, for the editor who uploaded it (never stored). */
export interface TrimmedRoute {
  /** What readers get: the pieces of the walk, less `GPX_TRIM_METERS` around every start and stop. */
  kept: GpxTrack;
  /** The stretches cut away, each with the kept fix on either side it joins, so it draws as a line onto the route. */
  removed: GpxPoint[][];
  /** Where each piece of the walk starts and ends: the places kept away from. */
  ends: GpxPoint[];
  /** Stray fixes dropped, far off the walk or too few to be one. */
  strays: GpxPoint[];
}

/**
 * The fixes that stand for a piece's start and end: all of its first and last `JUMP_MIN_METERS`,
 * since a stray fix closer than that to the real start is not told from it (`recording-pieces.ts`).
 */
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

/** Maximal runs of consecutive indices where `test` holds. */
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
 * A recording less everything near where it starts, stops or pauses: cut into the pieces walked
 * (`recordingPieces`, which drops stray fixes), every fix within `meters` in a straight line of a
 * stray fix or of any fix of a piece's first or last `JUMP_MIN_METERS` goes, whichever piece or
 * track it is in. So does every fix in a piece's first and last `meters` along it, as the way is
 * never shorter than the straight line. A gap cut in a piece (a walk passing a start again) splits
 * it; a stretch left with one fix is no line and goes.
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
