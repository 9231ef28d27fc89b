/** Decimal degrees, WGS 84. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** IUGG mean radius, metres. */
const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine on a sphere: within 0.5 % of the ellipsoid, as GPS apps count a route. */
export function metersBetween(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}
