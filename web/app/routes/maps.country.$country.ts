import type { LoaderFunctionArgs } from '@remix-run/node';
import { countryMap } from '../map/base-maps.server';
import { findCountry } from '../map/natural-earth.server';
import { svgImage } from '../map/svg-image.server';
import { NO_STORE } from '../platform/http.server';

/** Each word with its first letter in upper case and the rest in lower case: `United Kingdom`. */
const titleCase = (name: string) =>
  name.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

/**
 * Whether the page cache may keep the shapes under this spelling of the country (decision 090):
 * the links name it as its stories spell it, which is nearly always in one of these forms. Any
 * other mix of cases (`jApAn`) is drawn all the same but not kept, so case cannot fill the cache.
 */
const keptSpelling = (name: string) =>
  name === name.toLowerCase() ||
  name === name.toUpperCase() ||
  name === titleCase(name) ||
  name === findCountry(name, '50m')?.properties.name;

/** `/maps/country/Japan`: a country's shapes and its neighbours', drawn once per process; a name Natural Earth does not know is a 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const name = params.country ?? '';
  const map = countryMap(name);
  if (!map) return new Response('No such country.', { status: 404, headers: { 'Cache-Control': NO_STORE } });
  const image = svgImage(map.svg());
  if (!keptSpelling(name)) image.headers.set('Cache-Control', 'private, max-age=300');
  return image;
}
