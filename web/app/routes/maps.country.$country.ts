import type { LoaderFunctionArgs } from '@remix-run/node';
import { countryMap } from '../map/base-maps.server';
import { findCountry } from '../map/natural-earth.server';
import { svgImage } from '../map/svg-image.server';
import { NO_STORE } from '../platform/http.server';

const titleCase = (name: string) =>
  name.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

/** Other mixes of case (`jApAn`) are drawn but not kept, so case cannot fill the cache (decision 090). */
const keptSpelling = (name: string) =>
  name === name.toLowerCase() ||
  name === name.toUpperCase() ||
  name === titleCase(name) ||
  name === findCountry(name, '50m')?.properties.name;

export function loader({ params }: LoaderFunctionArgs) {
  const name = params.country ?? '';
  const map = countryMap(name);
  if (!map) return new Response('No such country.', { status: 404, headers: { 'Cache-Control': NO_STORE } });
  const image = svgImage(map.svg());
  if (!keptSpelling(name)) image.headers.set('Cache-Control', 'private, max-age=300');
  return image;
}
