/** Where a story happened, as the article shows it and publishes it in JSON-LD. */
export interface ArticlePlace {
  name: string;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

interface PlaceFields {
  placeName?: string | null;
  placeCountry?: string | null;
  placeLatitude?: number | null;
  placeLongitude?: number | null;
}

/** A post's place, or null when it has none. A country alone names the place too. */
export function placeOf(post: PlaceFields): ArticlePlace | null {
  const name = post.placeName || post.placeCountry;
  if (!name) return null;
  const located = typeof post.placeLatitude === 'number' && typeof post.placeLongitude === 'number';
  return {
    name,
    country: post.placeCountry || null,
    latitude: located ? post.placeLatitude! : null,
    longitude: located ? post.placeLongitude! : null,
  };
}

/** How closely OpenStreetMap opens on the place: a town and its surroundings. */
const MAP_ZOOM = 12;

/** The place on OpenStreetMap, a marker at its coordinates: a plain link, no script or embed of theirs on our pages. */
export function openStreetMapUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${MAP_ZOOM}/${latitude}/${longitude}`;
}

/** The stories at places in a country ("browse by place"). */
export const countryPath = (country: string) => `/places/${encodeURIComponent(country)}`;

/** schema.org's `Place` for an article's `contentLocation`: its coordinates and country when known. */
export function placeJsonLd(place: ArticlePlace) {
  return {
    '@type': 'Place',
    name: place.name,
    ...(place.latitude !== null && place.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } }
      : {}),
    ...(place.country ? { address: { '@type': 'PostalAddress', addressCountry: place.country } } : {}),
  };
}
