/** GeoJSON's order. */
export type LonLat = [number, number];

/** Answered once, to the upload that sent the file; the removed parts are stored nowhere. */
export interface RouteTrimPreview {
  kept: LonLat[][];
  removed: LonLat[][];
  ends: LonLat[];
  strays: LonLat[];
}
