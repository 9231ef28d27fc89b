import { describe, expect, it } from 'vitest';
import { areaMap } from './base-maps.server';
import { scaleBar, spreadMarkers } from './map-markers.server';

const marker = (x: number, y: number, number: number) => ({ x, y, label: `${number}. Stop`, href: null, number });

describe("a story map's markers", () => {
  it('are pushed apart until none hides another, each moved one keeping its real spot as its anchor', () => {
    const crowded = [marker(100, 100, 1), marker(100, 100, 2), marker(104, 98, 3), marker(400, 300, 4)];
    const spread = spreadMarkers(crowded, 40, 640, 400);
    for (const [i, a] of spread.entries())
      for (const b of spread.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(39.9);
    expect(spread[0]!.anchor).toEqual({ x: 100, y: 100 });
    expect(spread[2]!.anchor).toEqual({ x: 104, y: 98 });
    // One far from the others stays where it is, with no anchor.
    expect(spread[3]).toEqual(crowded[3]);
  });

  it('stay inside the map when pushed from its edge', () => {
    const spread = spreadMarkers([marker(2, 2, 1), marker(3, 3, 2)], 40, 640, 400);
    for (const { x, y } of spread) {
      expect(x).toBeGreaterThanOrEqual(20);
      expect(y).toBeGreaterThanOrEqual(20);
    }
  });
});

describe("a story map's scale", () => {
  it('is a round distance that matches the map: a town in kilometres, the Nile from Esna to Aswan in tens of them', () => {
    // Marrakech's medina with its surroundings: a town's map is never narrower than about 5 km.
    const town = scaleBar(
      areaMap([
        [-7.99, 31.62],
        [-7.97, 31.635],
      ]),
    )!;
    expect(town.label).toMatch(/^[12] km$/);
    // Esna to Aswan, about 150 km as the crow flies.
    const nile = scaleBar(
      areaMap([
        [32.55, 25.29],
        [32.9, 24.09],
      ]),
    )!;
    expect(nile.label).toMatch(/^(20|50) km$/);
    for (const scale of [town, nile]) {
      expect(scale.width).toBeGreaterThan(40);
      expect(scale.width).toBeLessThanOrEqual(140);
    }
  });
});
