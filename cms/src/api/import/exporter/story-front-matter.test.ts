import { describe, expect, it } from 'vitest';
import type { SourceStory } from '../importer/source-story';
import { readMarkdownStory } from '../importer/sources/markdown-story';
import type { StoredStory } from './stored-stories';
import { frontMatterOf, storyMarkdown, withPictureAddresses } from './story-front-matter';

const NOW = new Date('2026-06-01T00:00:00.000Z');

const story = (overrides: Partial<StoredStory> = {}): StoredStory => ({
  title: 'Ferry to Hvar: "sea" & coffee',
  slug: 'ferry-to-hvar',
  content: 'Two hours of sea.\n\n![The boat](../pictures/boat.jpg "The 7:00 boat")\n',
  author: 'Ana Kovač',
  authorSlug: 'ana-kovac',
  postType: 'food',
  metaTitle: 'Hvar by ferry',
  metaDescription: 'Two hours of sea and coffee: the ferry from Split.',
  placeName: 'Hvar',
  placeCountry: 'Croatia',
  placeLatitude: 43.1729,
  placeLongitude: 16.4412,
  lastVerifiedAt: '2026-03-14',
  itinerary: [
    {
      title: 'Split to Hvar',
      stops: [
        { name: 'Split harbour', latitude: 43.5, longitude: 16.44, time: '07:00', durationMinutes: 120 },
        { name: 'Hvar town', note: 'Yes: a colon, # and "quotes"', cost: 12.5, currency: 'EUR' },
      ],
    },
  ],
  status: 'published',
  date: '2024-05-01T07:30:00.000Z',
  scheduledAt: null,
  tags: ['ferry', 'islands'],
  featured: { url: '/uploads/boat_abc.jpg', alternativeText: 'A white ferry', caption: 'Leaving Split' },
  aliases: ['/2024/05/ferry-to-hvar/', '/hvar'],
  language: 'en',
  inDefaultLanguage: true,
  address: '/articles/ferry-to-hvar',
  translations: [],
  ...overrides,
});

const readBack = (stored: StoredStory, picture?: string) =>
  readMarkdownStory('stories/ferry-to-hvar.md', storyMarkdown(stored, stored.content, picture), NOW) as SourceStory;

describe('a story written as Markdown with front matter', () => {
  it('is read back by the importer with every field it had', () => {
    const read = readBack(story(), '../pictures/boat_abc.jpg');
    expect(read).toMatchObject({
      title: 'Ferry to Hvar: "sea" & coffee',
      slug: 'ferry-to-hvar',
      status: 'published',
      publishedAt: '2024-05-01T07:30:00.000Z',
      author: { name: 'Ana Kovač' },
      categories: ['Food & Cuisine'],
      tags: ['ferry', 'islands'],
      excerpt: 'Two hours of sea and coffee: the ferry from Split.',
      metaTitle: 'Hvar by ferry',
      featuredImage: { address: 'pictures/boat_abc.jpg', alt: 'A white ferry', caption: 'Leaving Split' },
      place: { latitude: 43.1729, longitude: 16.4412, name: 'Hvar', country: 'Croatia' },
      lastVerifiedAt: '2026-03-14',
      itinerary: story().itinerary,
      body: { format: 'markdown', text: 'Two hours of sea.\n\n![The boat](pictures/boat.jpg "The 7:00 boat")\n' },
    });
    expect(read.oldAddresses).toEqual(['/articles/ferry-to-hvar', '/2024/05/ferry-to-hvar/', '/hvar']);
  });

  it('reads a scheduled story back as scheduled for its time, and one in review as a draft', () => {
    const scheduled = readBack(story({ status: 'scheduled', scheduledAt: '2026-07-01T09:00:00.000Z' }));
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: '2026-07-01T09:00:00.000Z' });
    expect(readBack(story({ status: 'review' })).status).toBe('draft');
  });

  it('leaves out what the story does not have, and a meta title that is the title', () => {
    const bare = story({
      postType: 'blog',
      metaTitle: 'Ferry to Hvar: "sea" & coffee',
      metaDescription: null,
      placeLatitude: null,
      placeLongitude: null,
      lastVerifiedAt: null,
      itinerary: null,
      tags: [],
      featured: null,
      aliases: [],
      status: 'draft',
    });
    expect(Object.keys(frontMatterOf(bare, undefined))).toEqual([
      'title',
      'slug',
      'date',
      'draft',
      'author',
      'categories',
      'url',
    ]);
    expect(frontMatterOf(bare, undefined).categories).toEqual([]);
    expect(readBack(bare)).toMatchObject({ status: 'draft', categories: [], tags: [], featuredImage: undefined });
  });
});

describe('a translation written as Markdown (decision 100)', () => {
  it('names its language and the story it translates, and is read back as that story in that language', () => {
    const original = story();
    const french = story({
      title: 'Le ferry pour Hvar',
      slug: 'le-ferry-pour-hvar',
      language: 'fr',
      inDefaultLanguage: false,
      address: '/fr/articles/le-ferry-pour-hvar',
      aliases: [],
    });
    const matter = frontMatterOf(french, undefined, original);
    expect(matter).toMatchObject({ lang: 'fr', translationKey: 'ferry-to-hvar', url: '/fr/articles/le-ferry-pour-hvar' });
    expect(frontMatterOf(original, undefined)).not.toHaveProperty('lang');
    // A story written only in French names its language, and no story it would translate.
    expect(frontMatterOf(french, undefined)).toMatchObject({ lang: 'fr' });
    expect(frontMatterOf(french, undefined)).not.toHaveProperty('translationKey');
    const read = readMarkdownStory(
      'stories/ferry-to-hvar.fr.md',
      storyMarkdown(french, french.content, undefined, original),
      NOW,
    );
    expect(read).toMatchObject({
      title: 'Le ferry pour Hvar',
      language: 'fr',
      translationKeys: ['ferry-to-hvar', 'stories/ferry-to-hvar'],
    });
    // The story it translates is known by its file, as Hugo pairs `a.md` and `a.fr.md`.
    expect(readBack(original)).toMatchObject({ translationKeys: ['stories/ferry-to-hvar'] });
    expect((readBack(original) as SourceStory).language).toBeUndefined();
  });

  it('takes the language from front matter or the file name, and no language from a name that is none', () => {
    const text = '---\ntitle: Lisboa\n---\nTexto.\n';
    expect(readMarkdownStory('posts/lisboa.pt.md', text, NOW)).toMatchObject({
      language: 'pt',
      translationKeys: ['posts/lisboa'],
    });
    expect(readMarkdownStory('posts/v1.2.md', text, NOW)).toMatchObject({ translationKeys: ['posts/v1.2'] });
    expect((readMarkdownStory('posts/v1.2.md', text, NOW) as SourceStory).language).toBeUndefined();
    const declared = '---\ntitle: Lisbonne\nlang: FR\ntranslationKey: lisbon\n---\nTexte.\n';
    expect(readMarkdownStory('content/fr/lisbon.md', declared, NOW)).toMatchObject({
      language: 'fr',
      translationKeys: ['lisbon', 'content/fr/lisbon'],
    });
  });
});

describe('withPictureAddresses', () => {
  it('rewrites pictures, gallery lines and video posters, and leaves links and unknown pictures alone', () => {
    const markdown = [
      '![Boat](/uploads/boat.jpg "Dawn")',
      '::: gallery',
      '![One](/uploads/one.jpg)',
      ':::',
      '[![Poster](/uploads/poster.jpg) Harbour](https://www.youtube.com/watch?v=abc)',
      '[A file](/uploads/boat.jpg) and ![Elsewhere](/uploads/gone.jpg)',
    ].join('\n');
    const known = new Map([
      ['/uploads/boat.jpg', '../pictures/boat.jpg'],
      ['/uploads/one.jpg', '../pictures/one.jpg'],
      ['/uploads/poster.jpg', '../pictures/poster.jpg'],
    ]);
    expect(withPictureAddresses(markdown, (address) => known.get(address))).toBe(
      [
        '![Boat](../pictures/boat.jpg "Dawn")',
        '::: gallery',
        '![One](../pictures/one.jpg)',
        ':::',
        '[![Poster](../pictures/poster.jpg) Harbour](https://www.youtube.com/watch?v=abc)',
        '[A file](/uploads/boat.jpg) and ![Elsewhere](/uploads/gone.jpg)',
      ].join('\n'),
    );
  });
});
