import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { listStoryPlaces } from '../data/client/places.server';
import { metaWords, routeMeta } from '../data/seo';
import { MapView } from '../components/MapView';
import { PlaceList } from '../components/PlaceList';
import { worldMapData } from '../map/map-data.server';
import { pageHeaders } from '../platform/http.server';
import { useWords } from '../components/page-language';
export { travelLinks as links } from '../styles/travel-links';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: metaWords(matches).meta.map,
    description: metaWords(matches).meta.mapDescription,
    path: '/map',
  });

export const headers = pageHeaders;

export async function loader() {
  const places = await listStoryPlaces();
  return { map: worldMapData(places), places };
}

export default function StoryMap() {
  const { map, places } = useLoaderData<typeof loader>();
  const { mapPage } = useWords();
  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{mapPage.eyebrow}</p>
        <h1>{mapPage.heading}</h1>
        <p className="lead">{mapPage.lead}</p>
      </header>
      <div className="map-layout">
        <MapView map={map} />
        <section aria-labelledby="places-heading" className="map-places">
          <h2 id="places-heading">{mapPage.places}</h2>
          {places.length > 0 ? <PlaceList places={places} labelledBy="places-heading" /> : <p>{mapPage.none}</p>}
        </section>
      </div>
    </div>
  );
}
