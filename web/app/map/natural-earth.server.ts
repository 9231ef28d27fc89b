import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Natural Earth (public domain) via world-atlas: 1:110m for the world, 1:50m closer in; read once, on first use. */
export type Resolution = '110m' | '50m';
export type Country = Feature<Polygon | MultiPolygon, { name: string }>;

const require = createRequire(import.meta.url);
type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }>; land: GeometryCollection }>;
const topologies = new Map<Resolution, CountriesTopology>();
const loaded = new Map<Resolution, Country[]>();

function topology(resolution: Resolution): CountriesTopology {
  let read = topologies.get(resolution);
  if (!read) {
    read = JSON.parse(readFileSync(require.resolve(`world-atlas/countries-${resolution}.json`), 'utf8')) as CountriesTopology;
    topologies.set(resolution, read);
  }
  return read;
}

export function countries(resolution: Resolution): Country[] {
  let shapes = loaded.get(resolution);
  if (!shapes) {
    const read = topology(resolution);
    shapes = (feature(read, read.objects.countries) as FeatureCollection<Polygon | MultiPolygon, { name: string }>).features;
    loaded.set(resolution, shapes);
  }
  return shapes;
}

export function land(): FeatureCollection {
  const read = topology('110m');
  return feature(read, read.objects.land);
}

/** Names editors write for countries that Natural Earth names otherwise (places are free text, decision 031). */
const ALIASES: Record<string, string> = {
  usa: 'united states of america',
  us: 'united states of america',
  'united states': 'united states of america',
  america: 'united states of america',
  uk: 'united kingdom',
  'great britain': 'united kingdom',
  britain: 'united kingdom',
  england: 'united kingdom',
  scotland: 'united kingdom',
  wales: 'united kingdom',
  'northern ireland': 'united kingdom',
  'czech republic': 'czechia',
  'ivory coast': "côte d'ivoire",
  "cote d'ivoire": "côte d'ivoire",
  'viet nam': 'vietnam',
  'dr congo': 'dem. rep. congo',
  'democratic republic of the congo': 'dem. rep. congo',
  'dominican republic': 'dominican rep.',
  'bosnia and herzegovina': 'bosnia and herz.',
  swaziland: 'eswatini',
  burma: 'myanmar',
  holland: 'netherlands',
  'the netherlands': 'netherlands',
  uae: 'united arab emirates',
  'south sudan': 's. sudan',
  'central african republic': 'central african rep.',
  'equatorial guinea': 'eq. guinea',
};

const fold = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

export function findCountry(name: string, resolution: Resolution): Country | undefined {
  const wanted = ALIASES[fold(name)] ?? fold(name);
  return countries(resolution).find((country) => fold(country.properties.name) === wanted);
}
