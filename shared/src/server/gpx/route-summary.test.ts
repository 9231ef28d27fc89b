import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readGpx } from './read-gpx';
import { climbOf, summarizeRoute } from './route-summary';

/**
 * `known-climb.gpx`: 101 points along the equator 0.001° apart (100 steps of 111.195 m on the
 * Earth's mean radius, 11,119.5 m), from 100 m up 10 m a step for 10 steps, level, then down 5 m a
 * step for 10 steps: 100 m of climb, 50 m of descent.
 */
const climb = readGpx(readFileSync(new URL('./fixtures/known-climb.gpx', import.meta.url), 'utf8'));

describe("a route's figures", () => {
  const summary = summarizeRoute(climb);

  it('measures distance, ascent and descent against known values', () => {
    expect(summary.distanceMeters).toBe(11_120);
    expect(summary.ascentMeters).toBe(100);
    expect(summary.descentMeters).toBe(50);
  });

  it('does not count the jitter of a flat walk as climbing', () => {
    expect(climbOf([100, 101, 100, 102, 100, 101, 100])).toEqual({ ascent: 0, descent: 0 });
    expect(climbOf([100, 101, 102, 103, 104, 102, 100])).toEqual({ ascent: 4, descent: 4 });
  });

  it('draws an even elevation profile from start to end', () => {
    expect(summary.profile).toHaveLength(200);
    expect(summary.profile[0]).toEqual([0, 100]);
    expect(summary.profile.at(-1)).toEqual([11_120, 150]);
    expect(Math.max(...summary.profile.map(([, ele]) => ele))).toBe(200);
  });

  it('gives each segment as a line of [longitude, latitude] pairs', () => {
    expect(summary.lines).toHaveLength(1);
    expect(summary.lines[0]![0]).toEqual([0, 0]);
    expect(summary.lines[0]!.at(-1)).toEqual([0.1, 0]);
  });

  it('has no profile for a route without elevations', () => {
    const flat = summarizeRoute({
      segments: [
        [
          { lat: 0, lon: 0 },
          { lat: 0, lon: 0.01 },
        ],
      ],
    });
    expect(flat).toMatchObject({ distanceMeters: 1112, ascentMeters: 0, descentMeters: 0, profile: [] });
  });
});
