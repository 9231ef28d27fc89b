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

/** A country alone names the place too. */
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

/** A town and its surroundings. */
const MAP_ZOOM = 12;

/** A plain link: no script or embed of theirs on our pages. */
export function openStreetMapUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${MAP_ZOOM}/${latitude}/${longitude}`;
}

export const countryPath = (country: string) => `/places/${encodeURIComponent(country)}`;

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
