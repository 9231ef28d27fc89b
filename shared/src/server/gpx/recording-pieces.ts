import { metersBetween } from './distance';
import type { GpxPoint, GpxTrack } from './read-gpx';

/**
 * A gap in the log is a pause when it is this many times the track's usual interval between fixes,
 * and at least `PAUSE_MIN_SECONDS`: an auto-pause or a stopped watch, not a watch that logs less
 * often on a straight line.
 */
export const PAUSE_INTERVALS = 10;
export const PAUSE_MIN_SECONDS = 120;
/**
 * A step is a jump (the fix is not where the walker was) when it covers more than this many times
 * what the track's usual speed allows in its time, or without times, more than this many times the
 * track's usual step; and never under `JUMP_MIN_METERS`, the scatter of a fix under trees or
 * between buildings.
 */
export const JUMP_SPEEDUP = 5;
export const JUMP_STEPS = 10;
export const JUMP_MIN_METERS = 50;

/** A recording cut where it starts, stops, pauses or jumps: the pieces walked, and the fixes that belong to none. */
export interface RecordingPieces {
  /** Runs of fixes logged one after the other, each at least `JUMP_MIN_METERS` long. */
  pieces: GpxPoint[][];
  /** Stray fixes: ones a jump cuts off at a piece's end, and runs too short to be a walk. */
  strays: GpxPoint[];
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  // A typed array sorts numbers natively: a comparator took a second over 200,000 steps.
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.floor(sorted.length / 2)]!;
}

const lengthOf = (points: GpxPoint[]) =>
  points.reduce((sum, point, i) => (i === 0 ? 0 : sum + metersBetween(points[i - 1]!, point)), 0);

/** What is usual in this recording: the interval between timed fixes, their speed, and the step between any two. */
function usualPace(track: GpxTrack) {
  const intervals: number[] = [];
  const speeds: number[] = [];
  const steps: number[] = [];
  for (const segment of track.segments) {
    for (let i = 1; i < segment.length; i += 1) {
      const a = segment[i - 1]!;
      const b = segment[i]!;
      const meters = metersBetween(a, b);
      steps.push(meters);
      const seconds = a.time !== undefined && b.time !== undefined ? (b.time - a.time) / 1000 : 0;
      if (seconds > 0) {
        intervals.push(seconds);
        speeds.push(meters / seconds);
      }
    }
  }
  return { interval: median(intervals) ?? 0, speed: median(speeds) ?? 0, step: median(steps) ?? 0 };
}

/**
 * Cuts a recording into the pieces actually walked: at every segment's (and so every track's)
 * ends; where the log has a pause; where two timed fixes are further apart than the track's speed
 * allows (a stray fix, or the watch moved while it was not logging); and, for fixes without times,
 * where a jump far beyond the track's usual step comes within `JUMP_MIN_METERS` of a piece's end
 * (a stray first or last fix: a step alone says nothing about the middle of a route drawn with
 * long straight lines). Runs shorter than `JUMP_MIN_METERS` are strays, not walks.
 */
export function recordingPieces(track: GpxTrack): RecordingPieces {
  const pace = usualPace(track);
  const pauseSeconds = Math.max(PAUSE_MIN_SECONDS, PAUSE_INTERVALS * pace.interval);
  const strayStep = Math.max(JUMP_MIN_METERS, JUMP_STEPS * pace.step);

  /** Whether the log breaks between two timed fixes: a pause, or a jump their time does not allow. */
  const breaksBetween = (a: GpxPoint, b: GpxPoint) => {
    if (a.time === undefined || b.time === undefined) return false;
    const seconds = (b.time - a.time) / 1000;
    if (seconds > pauseSeconds) return true;
    const meters = metersBetween(a, b);
    return meters > JUMP_MIN_METERS && (seconds <= 0 || meters > JUMP_SPEEDUP * pace.speed * seconds);
  };
  /** Where a piece's walk starts once the untimed jumps within `JUMP_MIN_METERS` of its start are cut off. */
  const firstRealFix = (points: GpxPoint[]) => {
    let start = 0;
    let walked = 0;
    for (let i = 1; i < points.length && walked < JUMP_MIN_METERS; i += 1) {
      const a = points[i - 1]!;
      const b = points[i]!;
      const meters = metersBetween(a, b);
      const timed = a.time !== undefined && b.time !== undefined;
      if (!timed && meters > strayStep) {
        start = i;
        walked = 0;
      } else walked += meters;
    }
    return start;
  };

  const pieces: GpxPoint[][] = [];
  const strays: GpxPoint[] = [];
  const add = (points: GpxPoint[]) => {
    const start = firstRealFix(points);
    const end = Math.max(start, points.length - firstRealFix([...points].reverse()));
    const walk = points.slice(start, end);
    const long = lengthOf(walk) >= JUMP_MIN_METERS;
    if (long) pieces.push(walk);
    // One by one: a watch left standing can log 200,000 fixes, more than a call takes as arguments.
    points.forEach((point, i) => {
      if (!long || i < start || i >= end) strays.push(point);
    });
  };
  for (const segment of track.segments) {
    let from = 0;
    for (let i = 1; i <= segment.length; i += 1) {
      if (i === segment.length || breaksBetween(segment[i - 1]!, segment[i]!)) {
        add(segment.slice(from, i));
        from = i;
      }
    }
  }
  return { pieces, strays };
}
