import { metersBetween } from './distance';
import type { GpxPoint, GpxTrack } from './read-gpx';

/** A pause is a gap this many times the usual interval and at least PAUSE_MIN_SECONDS, not sparse logging. */
export const PAUSE_INTERVALS = 10;
export const PAUSE_MIN_SECONDS = 120;
/** A jump beats the usual speed (or, untimed, the usual step) this many times; under JUMP_MIN_METERS is mere scatter. */
export const JUMP_SPEEDUP = 5;
export const JUMP_STEPS = 10;
export const JUMP_MIN_METERS = 50;

export interface RecordingPieces {
  pieces: GpxPoint[][];
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
 * Cuts at segment ends, pauses and timed jumps. Untimed jumps count only near a piece's ends: a long
 * step says nothing mid-route, which may be drawn with straight lines (decision 085).
 */
export function recordingPieces(track: GpxTrack): RecordingPieces {
  const pace = usualPace(track);
  const pauseSeconds = Math.max(PAUSE_MIN_SECONDS, PAUSE_INTERVALS * pace.interval);
  const strayStep = Math.max(JUMP_MIN_METERS, JUMP_STEPS * pace.step);

  const breaksBetween = (a: GpxPoint, b: GpxPoint) => {
    if (a.time === undefined || b.time === undefined) return false;
    const seconds = (b.time - a.time) / 1000;
    if (seconds > pauseSeconds) return true;
    const meters = metersBetween(a, b);
    return meters > JUMP_MIN_METERS && (seconds <= 0 || meters > JUMP_SPEEDUP * pace.speed * seconds);
  };
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
