import type { LonLat, RouteTrimPreview } from '../../route-trim';
import type { GpxPoint } from './read-gpx';
import { thin } from './route-summary';
import type { TrimmedRoute } from './trim-route';

/** Enough for a map a form's width. */
const KEPT_POINTS = 600;
const REMOVED_POINTS = 60;
const STRAY_POINTS = 100;

const lonLat = ({ lon, lat }: GpxPoint): LonLat => [Number(lon.toFixed(6)), Number(lat.toFixed(6))];

export function trimPreview({ kept, removed, ends, strays }: TrimmedRoute): RouteTrimPreview {
  const total = kept.segments.reduce((sum, segment) => sum + segment.length, 0);
  return {
    kept: kept.segments.map((segment) =>
      thin(segment, Math.max(2, Math.round((KEPT_POINTS * segment.length) / total))).map(lonLat),
    ),
    removed: removed.map((stretch) => thin(stretch, REMOVED_POINTS).map(lonLat)),
    ends: ends.map(lonLat),
    strays: thin(strays, STRAY_POINTS).map(lonLat),
  };
}
