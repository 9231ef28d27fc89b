import type { TouristTrip, WithContext } from 'schema-dts';
import type { ArticleDay } from './itinerary';

interface TripSeo {
  name: string;
  description: string;
  url: string;
  days: ArticleDay[];
}

/** Typed with schema-dts, so a type or property schema.org does not define fails the type check. */
export function touristTripJsonLd(trip: TripSeo): WithContext<TouristTrip> {
  const stops = trip.days.flatMap((day) => day.stops);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trip.name,
    description: trip.description,
    url: trip.url,
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: stops.length,
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      itemListElement: stops.map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'TouristAttraction',
          name: stop.name,
          ...(stop.note ? { description: stop.note } : {}),
          ...(stop.latitude !== null && stop.longitude !== null
            ? { geo: { '@type': 'GeoCoordinates', latitude: stop.latitude, longitude: stop.longitude } }
            : {}),
        },
      })),
    },
  };
}
