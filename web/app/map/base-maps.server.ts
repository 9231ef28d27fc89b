import { geoArea, geoBounds, geoEqualEarth, geoMercator, geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { countries, findCountry, land, type Country } from './natural-earth.server';

/**
 * The maps' background: Natural Earth's shapes projected and drawn as an SVG image on the server,
 * once per process for the world and for each country, once per render for a story's area
 * (cached with its page). Pages lay their markers over it in the same coordinates (MapView.tsx).
 */
export interface BaseMap {
  width: number;
  height: number;
  /** Where a point (longitude, latitude) lands on the image, or null when it falls outside it. */
  project(longitude: number, latitude: number): [number, number] | null;
  /** Where a point lands in the image's coordinates, inside the image or not. */
  position(longitude: number, latitude: number): [number, number];
  /** The image: sea, land (the focus country stands out) and any route line; drawn on first use. */
  svg(): string;
}

/** Colours of the site (site.css): sea, land, borders, a focus country and its border, a route. */
const INK = { sea: '#e3f1f4', land: '#efe9dc', border: '#ffffff', focus: '#cdeae5', focusBorder: '#0f766e', route: '#b42318' };
const PADDING = 16;

/**
 * Shapes in view (the clip leaves out the rest), drawn in one path, in whole pixels: finer than
 * any screen shows them at these sizes, and a third smaller than to a tenth of a pixel.
 */
function shapesPath(projection: GeoProjection, shapes: GeoPermissibleObjects[]): string {
  const path = geoPath(projection).digits(0);
  return shapes.map((shape) => path(shape) ?? '').join('');
}

function svgOf(width: number, height: number, layers: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    ...layers,
    '</svg>',
  ].join('');
}

const pathLayer = (d: string, fill: string, stroke: string, width: number) =>
  d ? `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"/>` : '';

function baseMap(projection: GeoProjection, width: number, height: number, layers: () => string[]): BaseMap {
  let drawn: string | undefined;
  const position = (longitude: number, latitude: number): [number, number] => {
    const [x, y] = projection([longitude, latitude]) ?? [NaN, NaN];
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
  };
  return {
    width,
    height,
    position,
    project(longitude, latitude) {
      const [x, y] = position(longitude, latitude);
      return x >= 0 && y >= 0 && x <= width && y <= height ? [x, y] : null;
    },
    svg() {
      drawn ??= svgOf(width, height, layers());
      return drawn;
    },
  };
}

let world: BaseMap | undefined;

/** The whole world's land (Equal Earth, a projection true to each country's area), at 1:110m: about 40 KB. */
export function worldMap(): BaseMap {
  if (world) return world;
  const width = 960;
  const sphere = { type: 'Sphere' } as GeoPermissibleObjects;
  const projection = geoEqualEarth().fitWidth(width - 2 * PADDING, sphere);
  const [[, top], [, bottom]] = geoPath(projection).bounds(sphere);
  const height = Math.ceil(bottom - top + 2 * PADDING);
  projection.translate([width / 2, height / 2]);
  world = baseMap(projection, width, height, () => [
    pathLayer(shapesPath(projection, [sphere]), INK.sea, 'none', 0),
    pathLayer(shapesPath(projection, [land()]), INK.land, 'none', 0),
  ]);
  return world;
}

/** A country's parts big enough to frame: a far island a tenth of the mainland's size or less is left out of the frame (not off the map). */
function framedParts(country: Country): Feature<MultiPolygon> {
  const polygons =
    country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : (country.geometry as MultiPolygon).coordinates;
  const areas = polygons.map((coordinates) => geoArea({ type: 'Polygon', coordinates } as Polygon));
  const largest = Math.max(...areas);
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'MultiPolygon', coordinates: polygons.filter((_, i) => areas[i]! >= largest / 10) },
  };
}

type Box = [[number, number], [number, number]];
/** Each country's polygons with their bounding boxes, worked out once. */
const parts = new WeakMap<Country, { polygon: Polygon; box: Box }[]>();

function partsOf(country: Country) {
  let found = parts.get(country);
  if (!found) {
    const polygons =
      country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : (country.geometry as MultiPolygon).coordinates;
    found = polygons.map((coordinates) => {
      const polygon: Polygon = { type: 'Polygon', coordinates };
      return { polygon, box: geoBounds(polygon) as Box };
    });
    parts.set(country, found);
  }
  return found;
}

/**
 * The polygons that can be in a Mercator view: those whose bounding box meets the view's. A
 * polygon across the antimeridian (its box's west east of its east) is always kept. Projecting
 * and clipping only these makes a story's map several times faster than drawing the world.
 */
function shapesInView(projection: GeoProjection, width: number, height: number, shapes: Country[]): Polygon[] {
  const [west, north] = projection.invert!([0, 0])!;
  const [east, south] = projection.invert!([width, height])!;
  return shapes.flatMap((shape) =>
    partsOf(shape)
      .filter(
        ({ box: [[left, bottom], [right, top]] }) =>
          left > right || (left <= east && right >= west && bottom <= north && top >= south),
      )
      .map(({ polygon }) => polygon),
  );
}

/** Mercator over the frame, clipped to the image: only shapes in view are drawn. */
function regionalProjection(frame: GeoPermissibleObjects, width: number, height: number): GeoProjection {
  return geoMercator()
    .fitExtent(
      [
        [PADDING, PADDING],
        [width - PADDING, height - PADDING],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
}

const countryMaps = new Map<string, BaseMap>();

/** A country and its neighbours at 1:50m, the country standing out; null for a name Natural Earth does not know. */
export function countryMap(name: string): BaseMap | null {
  const country = findCountry(name, '50m');
  if (!country) return null;
  const key = country.properties.name;
  let map = countryMaps.get(key);
  if (map) return map;
  const [width, height] = [800, 560];
  const projection = regionalProjection(framedParts(country), width, height);
  const others = shapesInView(
    projection,
    width,
    height,
    countries('50m').filter((shape) => shape !== country),
  );
  map = baseMap(projection, width, height, () => [
    `<rect width="${width}" height="${height}" fill="${INK.sea}"/>`,
    pathLayer(shapesPath(projection, others), INK.land, INK.border, 0.6),
    pathLayer(shapesPath(projection, [country]), INK.focus, INK.focusBorder, 1.2),
  ]);
  countryMaps.set(key, map);
  return map;
}

/** The least a story's map spans, in degrees: a town and its surroundings, never a street. */
const MIN_SPAN_DEGREES = 0.05;

/**
 * The area of a story's stops and route at 1:50m, with the route drawn on it: framed on every
 * point, at least `MIN_SPAN_DEGREES` across. `points` and `lines` are `[longitude, latitude]`.
 */
export function areaMap(points: [number, number][], lines: [number, number][][] = []): BaseMap {
  const all = [...points, ...lines.flat()];
  const longitudes = all.map(([longitude]) => longitude);
  const latitudes = all.map(([, latitude]) => latitude);
  const widen = (low: number, high: number) => {
    const missing = Math.max(0, MIN_SPAN_DEGREES - (high - low)) / 2;
    return [low - missing, high + missing];
  };
  const [west, east] = widen(Math.min(...longitudes), Math.max(...longitudes));
  const [south, north] = widen(Math.min(...latitudes), Math.max(...latitudes));
  const frame = {
    type: 'MultiPoint',
    coordinates: [
      [west, south],
      [east, north],
    ],
  } as GeoPermissibleObjects;
  const [width, height] = [640, 400];
  const projection = regionalProjection(frame, width, height);
  return baseMap(projection, width, height, () => {
    const route = geoPath(projection).digits(1)({ type: 'MultiLineString', coordinates: lines }) ?? '';
    return [
      `<rect width="${width}" height="${height}" fill="${INK.sea}"/>`,
      pathLayer(shapesPath(projection, shapesInView(projection, width, height, countries('50m'))), INK.land, INK.border, 0.8),
      route
        ? `<path d="${route}" fill="none" stroke="${INK.route}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`
        : '',
    ];
  });
}
