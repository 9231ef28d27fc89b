import type { StoryPlace } from '../data/client/places.server';
import type { MapData } from '../map/map-types';
import { MapView } from './MapView';
import { PlaceList } from './PlaceList';

export function CountryMap({ map, places }: { map: MapData; places: StoryPlace[] }) {
  return (
    <div className="map-layout country-map">
      <MapView map={map} />
      {places.length > 0 && (
        <section aria-labelledby="country-places-heading" className="map-places">
          <h2 id="country-places-heading">Places</h2>
          <PlaceList places={places} labelledBy="country-places-heading" onCountryPage />
        </section>
      )}
    </div>
  );
}
