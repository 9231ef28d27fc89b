import type { MultiPolygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { areaMap, countryMap, worldMap, type BaseMap } from './base-maps.server';
import { findCountry } from './natural-earth.server';

const KYOTO: [number, number] = [135.7681, 35.0116];
/** Inland: Lisbon itself sits on an estuary that 1:50m shapes draw as sea. */
const EVORA: [number, number] = [-7.9135, 38.5714];
const MARRAKECH: [number, number] = [-7.9811, 31.6295];

/** Whether a pixel is inside a polygon of pixels (even-odd ray casting). */
function inside([x, y]: [number, number], ring: [number, number][]): boolean {
  let within = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/** Whether a city lands inside its country's outline as the map projects both. */
function landsIn(map: BaseMap, city: [number, number], countryName: string, resolution: '110m' | '50m'): boolean {
  const country = findCountry(countryName, resolution)!;
  const polygons =
    country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : (country.geometry as MultiPolygon).coordinates;
  const pixel = map.project(...city);
  expect(pixel, `${countryName} is on the map`).not.toBeNull();
  const projectRing = (ring: Position[]) => ring.map(([lon, lat]) => map.position(lon!, lat!));
  return polygons.some(([outer]) => inside(pixel!, projectRing(outer!)));
}

describe('the world map', () => {
  const map = worldMap();

  it('lands a known city inside its own country, and not inside another', () => {
    expect(landsIn(map, KYOTO, 'Japan', '110m')).toBe(true);
    expect(landsIn(map, MARRAKECH, 'Morocco', '110m')).toBe(true);
    expect(landsIn(map, KYOTO, 'China', '110m')).toBe(false);
  });

  it('is projected once per process and stays a small image', () => {
    expect(worldMap()).toBe(map);
    expect(map.svg()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 960 \d+"/);
    expect(map.svg().length).toBeLessThan(60_000);
  });
});

describe("a country's map", () => {
  it('lands a known city inside its country, which it frames', () => {
    const portugal = countryMap('Portugal')!;
    expect(landsIn(portugal, EVORA, 'Portugal', '50m')).toBe(true);
    expect(landsIn(portugal, EVORA, 'Spain', '50m')).toBe(false);
    expect(landsIn(countryMap('japan')!, KYOTO, 'Japan', '50m')).toBe(true);
    // Far from Portugal: off its map.
    expect(portugal.project(...KYOTO)).toBeNull();
  });

  it('knows countries by the names editors write, once per process, and none that Natural Earth does not', () => {
    expect(countryMap('USA')).toBe(countryMap('United States of America'));
    expect(countryMap('Japan')).toBe(countryMap('JAPAN'));
    expect(countryMap('Atlantis')).toBeNull();
  });
});

describe("a story's area map", () => {
  it('frames every stop and draws the route over the land', () => {
    const stops: [number, number][] = [
      [135.7727, 34.9671],
      [135.7681, 35.0116],
    ];
    const map = areaMap(stops, [
      [
        [135.77, 34.97],
        [135.775, 35.0],
      ],
    ]);
    for (const stop of stops) expect(map.project(...stop)).not.toBeNull();
    expect(map.svg()).toContain('stroke="#b42318"');
    expect(landsIn(map, KYOTO, 'Japan', '50m')).toBe(true);
  });

  it('shows a single place with its surroundings rather than an endless zoom', () => {
    const map = areaMap([KYOTO]);
    expect(map.project(...KYOTO)).toEqual([map.width / 2, map.height / 2]);
    expect(map.project(135.8, 35.0116)).not.toBeNull();
  });
});
