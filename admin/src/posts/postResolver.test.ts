import { describe, expect, it } from 'vitest';
import { postResolver, toSubmission } from './postResolver';

const resolve = (values: Record<string, unknown>) =>
  postResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as never);

const messagesOf = (errors: Record<string, { message?: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]));

describe('the post form', () => {
  it('words every missing field as the product specification does', async () => {
    const { errors } = await resolve({ author: '', images: [] });
    expect(messagesOf(errors as never)).toEqual({
      postType: 'Please select where this post should appear',
      title: 'Title is required',
      content: 'Content is required',
      author: 'Author name is required',
      images: 'At least one image is required',
    });
  });

  it('accepts a complete story, with images held as ids or as records', async () => {
    const values = {
      postType: 'food',
      title: 'Oaxaca',
      content: 'c'.repeat(120),
      author: 'Ana',
      images: [{ id: 4, url: '/x' }, 7],
    };
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    expect(result.values).toBe(values);
  });

  it('checks the length limits', async () => {
    const { errors } = await resolve({
      postType: 'food',
      title: 't'.repeat(201),
      content: 'short',
      author: 'A',
      images: [1],
      metaDescription: 'm'.repeat(161),
    });
    expect(messagesOf(errors as never)).toEqual({
      title: 'Title must be 200 characters or less',
      content: 'Content must be at least 100 characters',
      metaDescription: 'Meta description must be 160 characters or less',
    });
  });

  it('sends only the editor fields (and the address), images as ordered ids', () => {
    expect(
      toSubmission({
        id: 'x',
        slug: 's',
        title: 'T',
        content: 'C',
        author: 'A',
        postType: 'food',
        images: [
          { id: 2, url: '/x.jpg', alternativeText: 'A lake' },
          { id: 1, caption: 'Dusk' },
        ],
        metaTitle: null,
        tags: ['Rail', 'Winter'],
        emailSubscribers: true,
      }),
    ).toEqual({
      postType: 'food',
      title: 'T',
      content: 'C',
      author: 'A',
      metaTitle: '',
      metaDescription: '',
      images: [
        { id: 2, alternativeText: 'A lake', caption: '' },
        { id: 1, alternativeText: '', caption: 'Dusk' },
      ],
      placeName: '',
      placeCountry: '',
      placeLatitude: null,
      placeLongitude: null,
      lastVerifiedAt: null,
      itinerary: [],
      route: null,
      tags: ['Rail', 'Winter'],
      emailSubscribers: true,
      slug: 's',
    });
  });

  it("sends the Edit form's address when it holds one, and checks it with the CMS's slug rules", async () => {
    expect(toSubmission({ title: 'T', slug: '' })).not.toHaveProperty('slug');
    expect(toSubmission({ title: 'T' })).not.toHaveProperty('slug');
    const story = { postType: 'food', title: 'Oaxaca', content: 'c'.repeat(120), author: 'Ana', images: [7] };
    expect((await resolve({ ...story, slug: 'oaxaca-markets' })).errors).toEqual({});
    expect(messagesOf((await resolve({ ...story, slug: 'Oaxaca Markets' })).errors as never)).toEqual({
      slug: 'The address may hold only lowercase letters (a-z), digits and single hyphens, such as kyoto-in-autumn',
    });
    expect(messagesOf((await resolve({ ...story, slug: 'o'.repeat(81) })).errors as never)).toEqual({
      slug: 'The address must be 80 characters or less',
    });
  });

  it("sends the place and a guide's last verified date, and checks them with the shared rules", async () => {
    const place = {
      placeName: 'Kyoto',
      placeCountry: 'Japan',
      placeLatitude: 35.01,
      placeLongitude: 135.77,
      lastVerifiedAt: '2026-02-03',
    };
    expect(toSubmission({ title: 'T', images: [], ...place })).toMatchObject(place);
    const { errors } = await resolve({ placeLatitude: 91, placeLongitude: 10 });
    expect(messagesOf(errors as never)).toMatchObject({ placeLatitude: 'Latitude must be a number from -90 to 90' });
  });

  it('sends the itinerary and the route file id, and shows each stop its own problem', async () => {
    const itinerary = [{ title: 'Arrival', stops: [{ name: 'Gion', time: '18:00' }] }];
    expect(toSubmission({ itinerary, route: { id: 9, name: 'walk.gpx' } })).toMatchObject({ itinerary, route: 9 });
    const story = { postType: 'food', title: 'Oaxaca', content: 'c'.repeat(120), author: 'Ana', images: [7] };
    const { errors } = await resolve({ ...story, itinerary: [{ stops: [{ name: '', time: '6pm' }] }] });
    const stop = (errors as { itinerary?: { stops?: Record<string, { message?: string }>[] }[] }).itinerary?.[0]?.stops?.[0];
    expect(messagesOf(stop ?? {})).toEqual({
      name: 'Day 1, stop 1: Give this stop a name',
      time: 'Day 1, stop 1: Enter the time as HH:MM, 24-hour, such as 09:30',
    });
  });
});
