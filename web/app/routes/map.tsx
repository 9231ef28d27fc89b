import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { listStoryPlaces } from '../data/client/places.server';
import { routeMeta } from '../data/seo';
import { MapView } from '../components/MapView';
import { PlaceList } from '../components/PlaceList';
import { worldMapData } from '../map/map-data.server';
import { pageHeaders } from '../platform/http.server';
export { travelLinks as links } from '../styles/travel-links';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: 'Map of Our Stories | Journey Canvas',
    description: 'Every Journey Canvas travel story on one world map: pick a place to read what happened there.',
    path: '/map',
  });

export const headers = pageHeaders;

export async function loader() {
  const places = await listStoryPlaces();
  return { map: worldMapData(places), places };
}

export default function StoryMap() {
  const { map, places } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">Map</p>
        <h1>Map of Our Stories</h1>
        <p className="lead">Every place we have written about. Choose a marker or a name to read its stories.</p>
      </header>
      <div className="map-layout">
        <MapView map={map} />
        <section aria-labelledby="places-heading" className="map-places">
          <h2 id="places-heading">Places</h2>
          {places.length > 0 ? (
            <PlaceList places={places} labelledBy="places-heading" />
          ) : (
            <p>No stories with a place on the map yet.</p>
          )}
        </section>
      </div>
    </div>
  );
}
