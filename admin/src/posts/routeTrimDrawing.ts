import type { LonLat, RouteTrimPreview } from '@journey-canvas/shared';

/** SVG paths and marks, in the map's own units. */
export interface RouteTrimDrawing {
  width: number;
  height: number;
  kept: string[];
  removed: string[];
  ends: [number, number][];
  strays: [number, number][];
  straysOffMap: number;
  scale: { length: number; meters: number };
}

const METERS_PER_DEGREE = 111_195;
const SCALES = [50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

/**
 * Equirectangular, north up: true to a few percent over a day's walk. Strays do not set the box
 * (one 6 km off would shrink the walk to a dot).
 */
export function drawRouteTrim(preview: RouteTrimPreview, width = 480, height = 300, padding = 16): RouteTrimDrawing {
  const fitted = [...preview.kept.flat(), ...preview.removed.flat(), ...preview.ends];
  const lons = fitted.map(([lon]) => lon);
  const lats = fitted.map(([, lat]) => lat);
  const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  const stretch = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * stretch, 1e-6);
  const spanY = Math.max(north - south, 1e-6);
  const unit = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY);
  const left = (width - spanX * unit) / 2;
  const top = (height - spanY * unit) / 2;
  const at = ([lon, lat]: LonLat): [number, number] => [
    Math.round((left + (lon - west) * stretch * unit) * 10) / 10,
    Math.round((top + (north - lat) * unit) * 10) / 10,
  ];
  const path = (line: LonLat[]) => line.map((point, i) => `${i === 0 ? 'M' : 'L'}${at(point).join(' ')}`).join(' ');
  const onMap = ([x, y]: [number, number]) => x >= 0 && x <= width && y >= 0 && y <= height;
  const strays = preview.strays.map(at);
  const pixelsPerMeter = unit / METERS_PER_DEGREE;
  const meters = [...SCALES].reverse().find((m) => m * pixelsPerMeter <= width / 4) ?? SCALES[0]!;
  return {
    width,
    height,
    kept: preview.kept.map(path),
    removed: preview.removed.map(path),
    ends: preview.ends.map(at),
    strays: strays.filter(onMap),
    straysOffMap: strays.filter((point) => !onMap(point)).length,
    scale: { length: Math.round(meters * pixelsPerMeter * 10) / 10, meters },
  };
}
