import { describe, expect, it } from 'vitest';
import { metersBetween, type LatLon } from './distance';
import { MAX_MEASURED, NearPoints } from './near-points';

const METERS_PER_DEGREE = 111_195.08;

describe('finding whether any point lies within reach of a place', () => {
  it('answers as the great-circle distance does, on either side of 200 m', () => {
    const home = { lat: 51.5, lon: -0.1 };
    const near = new NearPoints([home], 200);
    for (const meters of [0, 150, 199.5, 200.5, 250, 5000]) {
      const place = { lat: 51.5 + meters / METERS_PER_DEGREE, lon: -0.1 };
      expect(near.near(place), `${meters} m`).toBe(metersBetween(home, place) < 200);
    }
  });

  it('across the date line and at a pole', () => {
    expect(new NearPoints([{ lat: 0, lon: 179.9995 }], 200).near({ lat: 0, lon: -179.9995 })).toBe(true);
    expect(new NearPoints([{ lat: 89.9995, lon: 0 }], 200).near({ lat: 89.9995, lon: 180 })).toBe(true);
    expect(new NearPoints([{ lat: 0, lon: 179.99 }], 200).near({ lat: 0, lon: -179.99 })).toBe(false);
  });

  it('counts a place as near when more points crowd around it than it measures', () => {
    // A made-up file's stops packed 210 m from a place: too many to measure, so the place goes.
    const crowd = (count: number): LatLon[] =>
      Array.from({ length: count }, (_, i) => ({ lat: 10 + 210 / METERS_PER_DEGREE, lon: 20 + i * 1e-8 }));
    const place = { lat: 10, lon: 20 };
    expect(new NearPoints(crowd(100), 200).near(place)).toBe(false);
    expect(new NearPoints(crowd(MAX_MEASURED + 1), 200).near(place)).toBe(true);
  });
});
