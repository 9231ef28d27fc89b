import type { RouteTrimPreview } from '@journey-canvas/shared';
import { describe, expect, it } from 'vitest';
import { drawRouteTrim } from './routeTrimDrawing';

/** A walk 1 km east along the equator, its first and last 250 m removed, and a stray fix 6 km north. */
const preview: RouteTrimPreview = {
  kept: [
    [
      [0.00225, 0],
      [0.00675, 0],
    ],
  ],
  removed: [
    [
      [0, 0],
      [0.00225, 0],
    ],
    [
      [0.00675, 0],
      [0.009, 0],
    ],
  ],
  ends: [
    [0, 0],
    [0.009, 0],
  ],
  strays: [[0, 0.054]],
};

describe('drawing a trimmed route for the editor', () => {
  const drawing = drawRouteTrim(preview, 480, 300, 20);

  it('fits the route and its removed ends, west to east, in the middle of the map', () => {
    expect(drawing.ends).toEqual([
      [20, 150],
      [460, 150],
    ]);
    expect(drawing.removed).toEqual(['M20 150 L130 150', 'M350 150 L460 150']);
    expect(drawing.kept).toEqual(['M130 150 L350 150']);
  });

  it('leaves a stray fix far off the route off the map, and counts it', () => {
    expect(drawing.strays).toEqual([]);
    expect(drawing.straysOffMap).toBe(1);
    const near = drawRouteTrim({ ...preview, strays: [[0.0045, 0.0001]] }, 480, 300, 20);
    expect(near.strays).toEqual([[240, 145.1]]);
    expect(near.straysOffMap).toBe(0);
  });

  it('puts north up, and a scale bar a quarter of the width at most', () => {
    const northward = drawRouteTrim(
      {
        kept: [
          [
            [0, 0],
            [0, 0.01],
          ],
        ],
        removed: [],
        ends: [],
        strays: [],
      },
      480,
      300,
      20,
    );
    expect(northward.kept[0]).toMatch(/^M240 280 L240 20$/);
    // 1,001 m of walk across 440 units: 200 m is 88 units, 500 m would be more than 120.
    expect(drawing.scale).toEqual({ length: 87.9, meters: 200 });
  });
});
