import type { LonLat, RouteTrimPreview } from '../../route-trim';
import type { GpxPoint } from './read-gpx';
import { thin } from './route-summary';
import type { TrimmedRoute } from './trim-route';

/** Points of the kept line, of each removed stretch, and of the stray fixes: enough for a map a form's width. */
const KEPT_POINTS = 600;
const REMOVED_POINTS = 60;
const STRAY_POINTS = 100;

/** Six decimals, as the stored file has them. */
const lonLat = ({ lon, lat }: GpxPoint): LonLat => [Number(lon.toFixed(6)), Number(lat.toFixed(6))];

/** A trimmed route as the editor's map draws it (`RouteTrimPreview`), thinned for drawing. */
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
