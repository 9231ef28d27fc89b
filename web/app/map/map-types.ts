/** Maps as pages receive them from their loaders (map-data.server.ts) and draw them (MapView.tsx). */

/** `href` is null on a story's map. */
export interface MapMarker {
  x: number;
  y: number;
  label: string;
  href: string | null;
  number: number | null;
}

export interface MapData {
  src: string;
  width: number;
  height: number;
  title: string;
  markers: MapMarker[];
}
