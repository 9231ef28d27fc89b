import { openStreetMapAround } from '@journey-canvas/shared';
import type { RouteSummary } from '@journey-canvas/shared/server';
import type { StoryPlace } from '../data/client/places.server';
import type { ArticleDay } from '../data/itinerary';
import type { ArticlePlace } from '../data/place';
import { areaMap, countryMap, worldMap, type BaseMap } from './base-maps.server';
import { scaleBar, spreadMarkers } from './map-markers.server';
import type { MapData, MapMarker } from './map-types';
import { placeHref, placeName, placeStories } from './place-links';

function placeMarkers(map: BaseMap, places: StoryPlace[], onCountryPage = false): MapMarker[] {
  return places.flatMap((place) => {
    const at = map.project(place.longitude, place.latitude);
    const label = `${placeName(place)}: ${placeStories(place)}`;
    return at ? [{ x: at[0], y: at[1], label, href: placeHref(place, onCountryPage), number: null }] : [];
  });
}

/** Countries are free text: any case. */
export const placesIn = (country: string, places: StoryPlace[]) =>
  places.filter((place) => place.country?.toLowerCase() === country.toLowerCase());

export function worldMapData(places: StoryPlace[]): MapData {
  const map = worldMap();
  return {
    src: '/maps/world.svg',
    width: map.width,
    height: map.height,
    title: 'World map of our stories',
    markers: placeMarkers(map, places),
  };
}

export function countryMapData(country: string, places: StoryPlace[]): MapData | null {
  const map = countryMap(country);
  if (!map) return null;
  return {
    src: `/maps/country/${encodeURIComponent(country)}`,
    width: map.width,
    height: map.height,
    title: `Map of our stories in ${country}`,
    markers: placeMarkers(map, placesIn(country, places), true),
  };
}

export interface StoryMapContent {
  place: ArticlePlace | null;
  itinerary: ArticleDay[] | null;
  route: RouteSummary | null;
}

const locatedStops = (itinerary: ArticleDay[] | null) =>
  (itinerary ?? []).flatMap((day) => day.stops).filter((stop) => stop.latitude !== null && stop.longitude !== null);

export function storyAreaMap({ place, itinerary, route }: StoryMapContent): BaseMap | null {
  const points: [number, number][] = locatedStops(itinerary).map((stop) => [stop.longitude!, stop.latitude!]);
  if (place?.latitude != null && place.longitude != null) points.push([place.longitude, place.latitude]);
  const lines = route?.lines ?? [];
  return points.length > 0 || lines.length > 0 ? areaMap(points, lines) : null;
}

/** Numbered stops a phone's finger can tell apart: their radius there (travel.css), with a margin. */
const STOP_GAP = 40;

export function storyMapData(slug: string, content: StoryMapContent): MapData | null {
  const map = storyAreaMap(content);
  if (!map) return null;
  const stops: MapMarker[] = locatedStops(content.itinerary).flatMap((stop) => {
    const at = map.project(stop.longitude!, stop.latitude!);
    return at ? [{ x: at[0], y: at[1], label: `${stop.number}. ${stop.name}`, href: null, number: stop.number }] : [];
  });
  const { place } = content;
  const at = place?.latitude != null && place.longitude != null ? map.project(place.longitude, place.latitude) : null;
  const markers = at && place ? [{ x: at[0], y: at[1], label: placeName(place), href: null, number: null }, ...stops] : stops;
  const title = content.itinerary ? 'Map of the stops' : `Map of ${place?.name ?? 'the route'}`;
  return {
    src: `/articles/${encodeURIComponent(slug)}/map.svg`,
    width: map.width,
    height: map.height,
    title,
    markers: spreadMarkers(markers, STOP_GAP, map.width, map.height),
    // Where the stops really are, in the order of the visit.
    stopsLine: stops.length > 1 ? [...stops].sort((a, b) => a.number! - b.number!).map((stop) => [stop.x, stop.y]) : undefined,
    scale: scaleBar(map),
    around: map.bounds && openStreetMapAround(map.bounds),
  };
}
