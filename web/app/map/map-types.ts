/** Maps as pages receive them from their loaders (map-data.server.ts) and draw them (MapView.tsx). */

/** A marker on a map: where, what it says, where it leads (none on a story's map), its stop's number. */
export interface MapMarker {
  x: number;
  y: number;
  label: string;
  href: string | null;
  number: number | null;
}

/** A map as a page draws it: its image (shapes drawn on the server) and the markers laid over it. */
export interface MapData {
  src: string;
  width: number;
  height: number;
  title: string;
  markers: MapMarker[];
}
