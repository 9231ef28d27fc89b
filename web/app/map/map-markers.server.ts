import type { BaseMap } from './base-maps.server';
import type { MapMarker, MapScale } from './map-types';

/**
 * Markers closer than `gap` are pushed apart, a few rounds at most, so none hides another; each one
 * moved keeps where the place really is as its `anchor`, which the map joins to it with a short line.
 */
export function spreadMarkers(markers: MapMarker[], gap: number, width: number, height: number): MapMarker[] {
  const placed = markers.map((marker) => ({ x: marker.x, y: marker.y }));
  const clamp = (value: number, limit: number) => Math.min(Math.max(value, gap / 2), limit - gap / 2);
  for (let round = 0; round < 60; round++) {
    let crowded = false;
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const [a, b] = [placed[i]!, placed[j]!];
        const distance = Math.hypot(b.x - a.x, b.y - a.y);
        if (distance >= gap) continue;
        crowded = true;
        // Two markers on one spot part along a direction of their own, so three on one spot fan out.
        const angle = distance > 0.01 ? Math.atan2(b.y - a.y, b.x - a.x) : (j * 2.4) % (2 * Math.PI);
        const push = (gap - distance) / 2 + 0.5;
        a.x = clamp(a.x - Math.cos(angle) * push, width);
        a.y = clamp(a.y - Math.sin(angle) * push, height);
        b.x = clamp(b.x + Math.cos(angle) * push, width);
        b.y = clamp(b.y + Math.sin(angle) * push, height);
      }
    }
    if (!crowded) break;
  }
  return markers.map((marker, i) => {
    const at = { x: Math.round(placed[i]!.x * 10) / 10, y: Math.round(placed[i]!.y * 10) / 10 };
    return Math.hypot(at.x - marker.x, at.y - marker.y) < 0.5
      ? marker
      : { ...marker, ...at, anchor: { x: marker.x, y: marker.y } };
  });
}

const KILOMETRES_A_DEGREE = 111.32;
const SCALE_STEPS = [0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/** The longest round distance that fits in `longest` units across the middle of the map. */
export function scaleBar(map: BaseMap, longest = 140): MapScale | undefined {
  if (!map.bounds) return undefined;
  const { west, east, south, north } = map.bounds;
  const [latitude, longitude] = [(south + north) / 2, (west + east) / 2];
  const step = (east - west) / 10;
  const across = Math.abs(map.position(longitude + step, latitude)[0] - map.position(longitude, latitude)[0]);
  const perKilometre = across / (step * KILOMETRES_A_DEGREE * Math.cos((latitude * Math.PI) / 180));
  if (!Number.isFinite(perKilometre) || perKilometre <= 0) return undefined;
  const kilometres = SCALE_STEPS.filter((km) => km * perKilometre <= longest).pop();
  if (kilometres === undefined) return undefined;
  return {
    width: Math.round(kilometres * perKilometre),
    label: kilometres < 1 ? `${Math.round(kilometres * 1000)} m` : `${kilometres} km`,
  };
}
