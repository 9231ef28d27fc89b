import { metersBetween } from './distance';
import type { GpxTrack } from './read-gpx';

/** Metres of turn-back before a climb counts, so GPS and barometer jitter add up to no climb. */
export const ELEVATION_STEP_METERS = 3;
const PROFILE_POINTS = 200;
const LINE_POINTS = 600;

export interface RouteSummary {
  /** Gaps between segments not counted. */
  distanceMeters: number;
  ascentMeters: number;
  descentMeters: number;
  /** `[metres along, elevation]`, evenly spaced. */
  profile: [number, number][];
  /** `[longitude, latitude]`: GeoJSON's order. */
  lines: [number, number][][];
}

export function climbOf(elevations: number[]): { ascent: number; descent: number } {
  let ascent = 0;
  let descent = 0;
  let turn = elevations[0] ?? 0;
  let extreme = turn;
  let direction: -1 | 0 | 1 = 0;
  for (const elevation of elevations) {
    if (direction === 0) {
      if (Math.abs(elevation - turn) >= ELEVATION_STEP_METERS) direction = elevation > turn ? 1 : -1;
      extreme = elevation;
    } else if (direction * (elevation - extreme) > 0) {
      extreme = elevation;
    } else if (Math.abs(extreme - elevation) >= ELEVATION_STEP_METERS) {
      if (direction === 1) ascent += extreme - turn;
      else descent += turn - extreme;
      turn = extreme;
      extreme = elevation;
      direction = direction === 1 ? -1 : 1;
    }
  }
  if (direction === 1) ascent += extreme - turn;
  if (direction === -1) descent += turn - extreme;
  return { ascent, descent };
}

export function thin<T>(items: T[], max: number): T[] {
  const step = Math.ceil(items.length / max);
  return step <= 1 ? items : items.filter((_, i) => i % step === 0 || i === items.length - 1);
}

function profileOf(samples: { along: number; ele: number }[], total: number): [number, number][] {
  if (samples.length < 2 || total <= 0) return [];
  const profile: [number, number][] = [];
  let j = 0;
  for (let k = 0; k < PROFILE_POINTS; k += 1) {
    const at = (total * k) / (PROFILE_POINTS - 1);
    while (j < samples.length - 2 && samples[j + 1]!.along < at) j += 1;
    const a = samples[j]!;
    const b = samples[j + 1]!;
    const share = b.along === a.along ? 0 : Math.min(1, Math.max(0, (at - a.along) / (b.along - a.along)));
    profile.push([Math.round(at), Math.round((a.ele + (b.ele - a.ele) * share) * 10) / 10]);
  }
  return profile;
}

export function summarizeRoute(track: GpxTrack): RouteSummary {
  let distance = 0;
  const samples: { along: number; ele: number }[] = [];
  for (const segment of track.segments) {
    segment.forEach((point, i) => {
      if (i > 0) distance += metersBetween(segment[i - 1]!, point);
      if (point.ele !== undefined) samples.push({ along: distance, ele: point.ele });
    });
  }
  const { ascent, descent } = climbOf(samples.map((sample) => sample.ele));
  const total = track.segments.reduce((sum, segment) => sum + segment.length, 0);
  return {
    distanceMeters: Math.round(distance),
    ascentMeters: Math.round(ascent),
    descentMeters: Math.round(descent),
    profile: profileOf(samples, distance),
    lines: track.segments.map((segment) =>
      thin(segment, Math.max(2, Math.round((LINE_POINTS * segment.length) / total))).map(
        (point) => [point.lon, point.lat] as [number, number],
      ),
    ),
  };
}
