import { describe, expect, it } from 'vitest';
import { countryPath, openStreetMapUrl, placeJsonLd, placeOf } from './place';

describe("an article's place", () => {
  const kyoto = { placeName: 'Kyoto', placeCountry: 'Japan', placeLatitude: 35.0116, placeLongitude: 135.7681 };

  it('is named by the place, or by its country alone, and absent otherwise', () => {
    expect(placeOf(kyoto)).toEqual({ name: 'Kyoto', country: 'Japan', latitude: 35.0116, longitude: 135.7681 });
    expect(placeOf({ placeCountry: 'Chile' })).toEqual({ name: 'Chile', country: 'Chile', latitude: null, longitude: null });
    expect(placeOf({ placeLatitude: 1, placeLongitude: 2 })).toBeNull();
  });

  it('links to OpenStreetMap with a marker on its coordinates', () => {
    expect(openStreetMapUrl({ latitude: -50.9423, longitude: -73.4068 })).toBe(
      'https://www.openstreetmap.org/?mlat=-50.9423&mlon=-73.4068#map=12/-50.9423/-73.4068',
    );
  });

  it("lists its country's stories at an address any country name fits in", () => {
    expect(countryPath('Côte d’Ivoire')).toBe('/places/C%C3%B4te%20d%E2%80%99Ivoire');
  });

  it('is published as a schema.org Place with its coordinates and country', () => {
    expect(placeJsonLd(placeOf(kyoto)!)).toEqual({
      '@type': 'Place',
      name: 'Kyoto',
      geo: { '@type': 'GeoCoordinates', latitude: 35.0116, longitude: 135.7681 },
      address: { '@type': 'PostalAddress', addressCountry: 'Japan' },
    });
    expect(placeJsonLd({ name: 'Somewhere', country: null, latitude: null, longitude: null })).toEqual({
      '@type': 'Place',
      name: 'Somewhere',
    });
  });
});
