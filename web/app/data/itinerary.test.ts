import { describe, expect, it } from 'vitest';
import { articleItinerary, formatCost, formatDuration } from './itinerary';
import { touristTripJsonLd } from './itinerary-json-ld';

const stored = [
  {
    title: 'Arrival',
    stops: [
      { name: 'Gion at dusk', time: '18:30' },
      { name: 'Fushimi Inari', latitude: 34.9671, longitude: 135.7727, durationMinutes: 150, cost: 0, currency: 'JPY' },
    ],
  },
  {
    stops: [
      { name: 'Nishiki Market', latitude: 35.005, longitude: 135.7649, cost: 12.5, currency: 'EUR', note: 'Eat as you go' },
    ],
  },
];

describe("an article's itinerary", () => {
  it('numbers the stops the map marks, in order across the days, and words each one', () => {
    const days = articleItinerary(stored)!;
    expect(days.map((day) => day.title)).toEqual(['Arrival', null]);
    expect(days.flatMap((day) => day.stops.map((stop) => [stop.number, stop.name]))).toEqual([
      [null, 'Gion at dusk'],
      [1, 'Fushimi Inari'],
      [2, 'Nishiki Market'],
    ]);
    expect(days[0]!.stops[1]).toMatchObject({
      duration: '2 h 30 min',
      cost: '¥0',
      mapUrl: 'https://www.openstreetmap.org/?mlat=34.9671&mlon=135.7727#map=12/34.9671/135.7727',
    });
    expect(days[1]!.stops[0]).toMatchObject({ cost: '€12.50', note: 'Eat as you go' });
  });

  it('is none when nothing valid is stored', () => {
    expect(articleItinerary(null)).toBeNull();
    expect(articleItinerary([])).toBeNull();
    expect(articleItinerary([{ stops: [{ name: '' }] }])).toBeNull();
  });

  it('says durations and costs as readers say them', () => {
    expect([45, 60, 90, 1440].map(formatDuration)).toEqual(['45 min', '1 h', '1 h 30 min', '24 h']);
    expect(formatCost(100, 'MAD')).toBe('MAD\u00a0100');
    expect(formatCost(15.5, 'USD')).toBe('$15.50');
  });
});

describe("an itinerary's structured data", () => {
  it('is a schema.org TouristTrip whose itinerary lists TouristAttractions in order, with geo where known', () => {
    const trip = touristTripJsonLd({
      name: 'Two days in Kyoto',
      description: 'Temples and tea.',
      url: 'https://journeycanvas.example/articles/kyoto',
      days: articleItinerary(stored)!,
    });
    expect(trip).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: 'Two days in Kyoto',
      description: 'Temples and tea.',
      url: 'https://journeycanvas.example/articles/kyoto',
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: 3,
        itemListOrder: 'https://schema.org/ItemListOrderAscending',
        itemListElement: [
          { '@type': 'ListItem', position: 1, item: { '@type': 'TouristAttraction', name: 'Gion at dusk' } },
          {
            '@type': 'ListItem',
            position: 2,
            item: {
              '@type': 'TouristAttraction',
              name: 'Fushimi Inari',
              geo: { '@type': 'GeoCoordinates', latitude: 34.9671, longitude: 135.7727 },
            },
          },
          {
            '@type': 'ListItem',
            position: 3,
            item: {
              '@type': 'TouristAttraction',
              name: 'Nishiki Market',
              description: 'Eat as you go',
              geo: { '@type': 'GeoCoordinates', latitude: 35.005, longitude: 135.7649 },
            },
          },
        ],
      },
    });
  });
});
