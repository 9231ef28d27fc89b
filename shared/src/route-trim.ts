/** A place as `[longitude, latitude]`, GeoJSON's order. */
export type LonLat = [number, number];

/**
 * An uploaded GPX route as the CMS cut it, drawn for the editor before the story is published:
 * the line readers will see, the stretches removed for privacy around every start, stop and pause,
 * where those are, and the stray fixes dropped. The CMS answers it once, to the upload that sent the
 * file; the removed parts are stored nowhere.
 */
export interface RouteTrimPreview {
  kept: LonLat[][];
  removed: LonLat[][];
  ends: LonLat[];
  strays: LonLat[];
}
