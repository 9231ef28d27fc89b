import type { LinksFunction } from '@remix-run/node';
import travelStyles from './travel.css?url';

/** The stylesheet of maps, itineraries, routes and the trip pack, for the pages that show them (travel.css). */
export const travelLinks: LinksFunction = () => [{ rel: 'stylesheet', href: travelStyles }];
