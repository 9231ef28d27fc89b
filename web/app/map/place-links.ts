import type { StoryPlace } from '../data/client/places.server';
import { countryPath } from '../data/place';

/** How a place with stories is named and linked, on a map's markers and in the list beside it. */

/** "Kyoto, Japan", or the name alone. */
export const placeName = (place: { name: string; country: string | null }) =>
  place.country && place.country !== place.name ? `${place.name}, ${place.country}` : place.name;

/** Its one story, else its country's stories, or on the country's own page a search for the place. */
export function placeHref(place: StoryPlace, onCountryPage = false): string {
  if (place.slug) return `/articles/${encodeURIComponent(place.slug)}`;
  return place.country && !onCountryPage ? countryPath(place.country) : `/search?q=${encodeURIComponent(place.name)}`;
}

export const placeStories = (place: StoryPlace) => place.title ?? `${place.stories} stories`;
