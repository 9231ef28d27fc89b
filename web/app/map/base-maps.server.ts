import { geoArea, geoBounds, geoEqualEarth, geoMercator, geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { MapBounds } from '@journey-canvas/shared';
import { countries, findCountry, land, type Country } from './natural-earth.server';

/** Natural Earth's shapes drawn as SVG on the server (decision 063); pages lay markers over it in the same coordinates. */
export interface BaseMap {
  width: number;
  height: number;
  /** Null when the point falls outside the image. */
  project(longitude: number, latitude: number): [number, number] | null;
  /** Inside the image or not. */
  position(longitude: number, latitude: number): [number, number];
  svg(): string;
  /** A town's or a trail's map: the box it shows, in degrees. */
  bounds?: MapBounds;
}

/** As site.css. */
const INK = { sea: '#e3f1f4', land: '#efe9dc', border: '#ffffff', focus: '#cdeae5', focusBorder: '#0f766e', route: '#b42318' };
const PADDING = 16;

/** Whole pixels: finer than any screen shows at these sizes, and a third smaller than tenths. */
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

/** Equal Earth, true to each country's area, at 1:110m: about 40 KB. */
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

/** A far island a tenth of the mainland's size or less is left out of the frame (not off the map). */
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

/** Projecting only these makes a story's map several times faster; a box across the antimeridian is always kept. */
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

/** A town and its surroundings, never a street. */
const MIN_SPAN_DEGREES = 0.05;

/** `points` and `lines` are `[longitude, latitude]`. */
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
  const [shownWest, shownNorth] = projection.invert!([0, 0])!;
  const [shownEast, shownSouth] = projection.invert!([width, height])!;
  const map = baseMap(projection, width, height, () => {
    const route = geoPath(projection).digits(1)({ type: 'MultiLineString', coordinates: lines }) ?? '';
    return [
      `<rect width="${width}" height="${height}" fill="${INK.sea}"/>`,
      pathLayer(shapesPath(projection, shapesInView(projection, width, height, countries('50m'))), INK.land, INK.border, 0.8),
      route
        ? `<path d="${route}" fill="none" stroke="${INK.route}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`
        : '',
    ];
  });
  return { ...map, bounds: { west: shownWest, south: shownSouth, east: shownEast, north: shownNorth } };
}
