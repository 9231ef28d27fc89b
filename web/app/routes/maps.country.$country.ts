import type { LoaderFunctionArgs } from '@remix-run/node';
import { countryMap } from '../map/base-maps.server';
import { svgImage } from '../map/svg-image.server';
import { NO_STORE } from '../server/http.server';

/** `/maps/country/Japan`: a country's shapes and its neighbours', drawn once per process; a name Natural Earth does not know is a 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const map = countryMap(params.country ?? '');
  if (!map) return new Response('No such country.', { status: 404, headers: { 'Cache-Control': NO_STORE } });
  return svgImage(map.svg());
}
