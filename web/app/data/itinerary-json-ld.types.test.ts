import type { GeoCoordinates, ItemList, TouristAttraction, TouristTrip, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { touristTripJsonLd } from './itinerary-json-ld';

/**
 * The JSON-LD is checked against schema.org's own vocabulary by the type check (`npm run
 * typecheck` covers tests): schema-dts is generated from schema.org's definitions, so a type or a
 * property schema.org does not define on it is a compile error. These lines hold it to that.
 */
describe('TouristTrip JSON-LD against the schema.org vocabulary', () => {
  it('is a TouristTrip with an ItemList of TouristAttractions with GeoCoordinates', () => {
    const trip: WithContext<TouristTrip> = touristTripJsonLd({ name: 'n', description: 'd', url: 'https://x.example', days: [] });
    const list = trip.itinerary as ItemList;
    const attraction: TouristAttraction = {
      '@type': 'TouristAttraction',
      name: 'Gion',
      geo: { '@type': 'GeoCoordinates', latitude: 35 },
    };
    const geo: GeoCoordinates = { '@type': 'GeoCoordinates', latitude: 35, longitude: 135 };
    // @ts-expect-error: schema.org's TouristAttraction has no `elevationGain`; the type check refuses it.
    const wrong: TouristAttraction = { '@type': 'TouristAttraction', elevationGain: 10 };
    expect([trip, list, attraction, geo, wrong].map((node) => (node as { '@type': string })['@type'])).toEqual([
      'TouristTrip',
      'ItemList',
      'TouristAttraction',
      'GeoCoordinates',
      'TouristAttraction',
    ]);
  });
});
