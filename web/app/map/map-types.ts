import type { Embed } from '@journey-canvas/shared';
/** Maps as pages receive them from their loaders (map-data.server.ts) and draw them (MapView.tsx). */

/** `href` is null on a story's map. */
export interface MapMarker {
  x: number;
  y: number;
  label: string;
  href: string | null;
  number: number | null;
  /** Where the place really is, when the marker was moved aside so as not to hide another. */
  anchor?: { x: number; y: number };
}

/** A bar `width` units long that stands for `label` ("5 km"). */
export interface MapScale {
  width: number;
  label: string;
}

export interface MapData {
  src: string;
  width: number;
  height: number;
  title: string;
  markers: MapMarker[];
  /** A story's stops joined in the order of the visit, in the map's units. */
  stopsLine?: [number, number][];
  scale?: MapScale;
  /** OpenStreetMap's own map of the same box, loaded only when the reader presses the map. */
  around?: Embed;
}
