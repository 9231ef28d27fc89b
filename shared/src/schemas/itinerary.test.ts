import { describe, expect, it } from 'vitest';
import { autosaveFieldsSchema } from './autosave';
import { postSchema } from './post';

const story = {
  postType: 'guide',
  title: 'Three days in Kyoto',
  content: 'x'.repeat(100),
  author: 'Mira Okafor',
  images: [1],
};

const fushimi = { name: 'Fushimi Inari', latitude: 34.9671, longitude: 135.7727, time: '07:30', durationMinutes: 150 };

const parse = (itinerary: unknown) => postSchema.safeParse({ ...story, itinerary });
/** Each issue as `path: message`, the way the CMS answers them. */
const issuesOf = (itinerary: unknown) => {
  const result = parse(itinerary);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("a post's itinerary", () => {
  it('is optional: missing, null or no days at all is no itinerary', () => {
    for (const none of [undefined, null, '', []])
      expect(postSchema.parse({ ...story, itinerary: none }).itinerary).toBeUndefined();
  });

  it('keeps days and stops in order, trimmed, with unknown keys and blank fields dropped', () => {
    const post = postSchema.parse({
      ...story,
      itinerary: [
        {
          title: ' Arrival ',
          stops: [
            { ...fushimi, note: ' Go early ', cost: 0, currency: 'jpy', secret: 'dropped' },
            { name: 'Nishiki Market', latitude: '', longitude: null, time: '', note: '', cost: '', currency: '' },
          ],
        },
        { stops: [{ name: 'Arashiyama', cost: 1500.5, currency: 'JPY' }] },
      ],
    });
    expect(post.itinerary).toEqual([
      { title: 'Arrival', stops: [{ ...fushimi, note: 'Go early', cost: 0, currency: 'JPY' }, { name: 'Nishiki Market' }] },
      { stops: [{ name: 'Arashiyama', cost: 1500.5, currency: 'JPY' }] },
    ]);
  });

  it('says which day and stop each problem is at', () => {
    expect(
      issuesOf([
        { stops: [fushimi] },
        {
          stops: [{ name: 'Kiyomizu-dera' }, { name: ' ', time: '25:00', durationMinutes: 0, latitude: 91, longitude: 10 }],
        },
      ]),
    ).toEqual([
      'itinerary.1.stops.1.name: Day 2, stop 2: Give this stop a name',
      'itinerary.1.stops.1.latitude: Day 2, stop 2: Latitude must be a number from -90 to 90',
      'itinerary.1.stops.1.time: Day 2, stop 2: Enter the time as HH:MM, 24-hour, such as 09:30',
      'itinerary.1.stops.1.durationMinutes: Day 2, stop 2: Enter the duration in whole minutes, from 1 to 1440',
    ]);
  });

  it('needs stops on every day, and holds days and stops to their limits', () => {
    expect(issuesOf([{ title: 'Empty', stops: [] }])).toEqual([
      'itinerary.0.stops: Day 1: Add at least one stop to this day, or remove the day',
    ]);
    expect(issuesOf([{ stops: Array.from({ length: 21 }, (_, i) => ({ name: `Stop ${i}` })) }])).toEqual([
      'itinerary.0.stops: Day 1: A day has at most 20 stops',
    ]);
    expect(issuesOf(Array.from({ length: 31 }, () => ({ stops: [{ name: 'Temple' }] })))).toEqual([
      'itinerary: An itinerary has at most 30 days',
    ]);
    expect(issuesOf([{ title: 'd'.repeat(101), stops: [{ name: 'n'.repeat(101), note: 'x'.repeat(281) }] }])).toEqual([
      "itinerary.0.title: Day 1: A day's title must be 100 characters or less",
      "itinerary.0.stops.0.name: Day 1, stop 1: A stop's name must be 100 characters or less",
      "itinerary.0.stops.0.note: Day 1, stop 1: A stop's note must be 280 characters or less",
    ]);
  });

  it('takes coordinates together and a cost with its currency', () => {
    expect(issuesOf([{ stops: [{ name: 'Gion', latitude: 35.0037 }] }])).toEqual([
      'itinerary.0.stops.0.longitude: Day 1, stop 1: Enter both latitude and longitude, or neither',
    ]);
    expect(issuesOf([{ stops: [{ name: 'Tea ceremony', cost: 3000 }] }])).toEqual([
      'itinerary.0.stops.0.currency: Day 1, stop 1: Enter both the cost and its currency, or neither',
    ]);
    expect(issuesOf([{ stops: [{ name: 'Tea ceremony', cost: -1, currency: 'XYZ' }] }])).toEqual([
      'itinerary.0.stops.0.cost: Day 1, stop 1: Enter the cost as a number from 0 to 1,000,000',
      'itinerary.0.stops.0.currency: Day 1, stop 1: Enter the currency as its three-letter code, such as EUR, USD or JPY',
    ]);
  });

  it('refuses what is not a list of days, and text no database can store', () => {
    expect(issuesOf({ days: [] })).toEqual(['itinerary: The itinerary must be a list of days, each with its stops']);
    expect(issuesOf([{ stops: [{ name: 'Bad\u0000name' }] }])).toEqual([
      'itinerary.0.stops.0.name: Day 1, stop 1: Stop name cannot contain control characters',
    ]);
  });
});

describe('an itinerary being written (autosave)', () => {
  it('keeps a stop not named yet and a day without stops, and still refuses what no save would take', () => {
    const fields = autosaveFieldsSchema.parse({ itinerary: [{ stops: [{ name: '', time: '09:00' }] }, { stops: [] }] });
    expect(fields.itinerary).toEqual([{ stops: [{ name: '', time: '09:00' }] }, { stops: [] }]);
    expect(autosaveFieldsSchema.parse({}).itinerary).toBeNull();
    const refused = autosaveFieldsSchema.safeParse({ itinerary: [{ stops: [{ name: 'Gion', time: '9am' }] }] });
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.message)).toEqual([
      'Day 1, stop 1: Enter the time as HH:MM, 24-hour, such as 09:30',
    ]);
  });
});

describe("a post's route", () => {
  it('is a file id, taken from a file record too, or none', () => {
    expect(postSchema.parse({ ...story, route: 12 }).route).toBe(12);
    expect(postSchema.parse({ ...story, route: { id: 12, url: '/uploads/walk.gpx' } }).route).toBe(12);
    expect(postSchema.parse({ ...story, route: null }).route).toBeUndefined();
    const refused = postSchema.safeParse({ ...story, route: 'walk.gpx' });
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.message)).toEqual([
      'The route must be the id of an uploaded GPX file, or null',
    ]);
  });
});
