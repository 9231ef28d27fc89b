import type { StoryPlace } from '../data/client/places.server';
import { placeHref, placeName, placeStories } from '../map/place-links';

export function PlaceList({
  places,
  labelledBy,
  onCountryPage = false,
}: {
  places: StoryPlace[];
  labelledBy: string;
  onCountryPage?: boolean;
}) {
  return (
    <ul className="place-list" aria-labelledby={labelledBy}>
      {places.map((place) => (
        <li key={`${place.name}|${place.country}|${place.latitude}|${place.longitude}`}>
          <a href={placeHref(place, onCountryPage)} dir="auto">
            {placeName(place)}
          </a>{' '}
          <span className="muted">— {placeStories(place)}</span>
        </li>
      ))}
    </ul>
  );
}
