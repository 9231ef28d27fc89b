import path from 'node:path';
import { readFileSync } from 'node:fs';
import { countWords, embedOf, galleriesOf, itineraryField, picturesWritten } from '@journey-canvas/shared';
import { cleanGpx } from '@journey-canvas/shared/server';
import { describe, expect, it } from 'vitest';
import { demoFilePath, loadSeedStories, loadSeedTranslations, parseSeedStory, parseSeedTranslation } from './stories';

const cmsRoot = path.resolve(__dirname, '../..');

const file = (frontMatter: string) => `---\n${frontMatter}\n---\n\n## Day one\n\nWe arrived at dawn.\n`;
const valid = [
  'title: "Lisbon: Trams and Tiles"',
  'postType: cultural',
  'author: Ana Costa',
  `metaDescription: ${'A'.repeat(130)}`,
  'daysAgo: 3',
  "palette: ['#112233', '#445566', '#778899', '#aabbcc', '#ddeeff']",
  'imageAlt: Stylised hills above a river',
].join('\n');

describe('parseSeedStory', () => {
  it('reads the front matter as the story and the Markdown body as its content', () => {
    expect(parseSeedStory('lisbon.md', file(valid))).toEqual({
      title: 'Lisbon: Trams and Tiles',
      postType: 'cultural',
      author: 'Ana Costa',
      metaDescription: 'A'.repeat(130),
      daysAgo: 3,
      palette: ['#112233', '#445566', '#778899', '#aabbcc', '#ddeeff'],
      imageAlt: 'Stylised hills above a river',
      content: '## Day one\n\nWe arrived at dawn.',
    });
  });

  it('names the file and every field that is wrong', () => {
    const broken = valid.replace('postType: cultural', 'postType: space').replace("'#112233'", "'red'");
    expect(() => parseSeedStory('lisbon.md', file(broken))).toThrow(
      'Demo story lisbon.md has invalid front matter: postType: Invalid option: expected one of "adventure"|"cultural"|"food"|"photography"|"solo"|"family"|"luxury"|"budget"|"guide"|"tips"|"lifestyle"|"wellness"; palette.0: must be a #rrggbb colour',
    );
  });
});

describe('a story file with a stray entry', () => {
  const itinerary = (note: string) =>
    ['itinerary:', '  - title: Day one', '    stops:', '      - name: Food stalls', `        note: ${note}`].join('\n');

  it('is refused, naming the file, the line and the entry, when a note wraps onto a second line', () => {
    const wrapped = `${valid}\n${itinerary('Pick the busiest stall; harira\n        merguez and aubergine salad.: null')}`;
    expect(() => parseSeedStory('marrakech.md', file(wrapped))).toThrow(
      'Demo story marrakech.md, line 14: "merguez and aubergine salad." is an entry with no value in itinerary.0.stops.0; ' +
        'a note wrapped onto a second line or cut at a comma? Put the whole text on one line, in quotes',
    );
  });

  it('is refused when a flow mapping cuts a note at its comma', () => {
    const flow = `${valid}\nitinerary:\n  - { title: Day one, stops: [{ name: Sandbank, note: Lanterns, lamb over coals. }] }`;
    expect(() => parseSeedStory('nile.md', file(flow))).toThrow(
      'Demo story nile.md, itinerary.0.stops.0: "lamb over coals." is an entry with no value in itinerary.0.stops.0;',
    );
  });

  it('is read whole when the note is one line', () => {
    const whole = `${valid}\n${itinerary("'Pick the busiest stall; harira, merguez and aubergine salad.'")}`;
    expect(parseSeedStory('marrakech.md', file(whole)).itinerary).toEqual([
      {
        title: 'Day one',
        stops: [{ name: 'Food stalls', note: 'Pick the busiest stall; harira, merguez and aubergine salad.' }],
      },
    ]);
  });
});

describe('the demo stories', () => {
  const stories = loadSeedStories(cmsRoot);

  it('have four French translations, each of a story of the demo, with its own words (decision 100)', () => {
    const translations = loadSeedTranslations(cmsRoot);
    const files = [...translations.keys()];
    expect(files).toHaveLength(4);
    for (const file of files) {
      const story = stories.find((candidate) => candidate.file === file);
      expect(story, file).toBeDefined();
      const [french] = translations.get(file)!;
      expect(french!.language).toBe('fr');
      expect(french!.title).not.toBe(story!.title);
      expect(french!.content.length).toBeGreaterThan(500);
    }
  });

  it('refuse a translation with a field it cannot have, naming the file', () => {
    const text = `---\ntitle: Le lac\nmetaDescription: ${'A'.repeat(130)}\npostType: food\n---\n\nTexte.`;
    expect(() => parseSeedTranslation('fr', 'lac.md', text)).toThrow('Demo translation fr/lac.md has invalid front matter');
  });

  it('are fourteen illustrated stories, four of them guides, in eleven categories, each published on its own day', () => {
    expect(stories).toHaveLength(14);
    expect(stories.filter((story) => story.postType === 'guide')).toHaveLength(4);
    expect(new Set(stories.map((story) => story.postType)).size).toBe(11);
    expect(new Set(stories.map((story) => story.daysAgo)).size).toBe(14);
    expect(stories[0]!.title).toBe("A First-Timer's Guide to Japan's Rail Passes");
  });

  it('keep every itinerary note whole (three were cut at a comma)', () => {
    const notes = stories.flatMap((story) =>
      ((story.itinerary ?? []) as { stops: { note?: string }[] }[]).flatMap((day) => day.stops.map((stop) => stop.note ?? '')),
    );
    expect(notes).toEqual(
      expect.arrayContaining([
        'Pick the busiest stall; harira, merguez and aubergine salad.',
        'Farming and fishing scenes, and barely another visitor.',
        'Lanterns, lamb over coals and a drummer.',
      ]),
    );
  });

  it('each happen at a place, and every guide says when its facts were last checked', () => {
    expect(stories.filter((story) => !story.place).map((story) => story.title)).toEqual([]);
    const guides = stories.filter((story) => story.postType === 'guide');
    expect(guides.filter((story) => story.verifiedDaysAgo === undefined).map((story) => story.title)).toEqual([]);
  });

  it('show the travel features on the first start: two itineraries, a GPX route, places on four continents', () => {
    const itineraries = stories.filter((story) => story.itinerary);
    expect(itineraries.length).toBeGreaterThanOrEqual(2);
    for (const story of itineraries) expect(itineraryField.safeParse(story.itinerary).error).toBeUndefined();
    const routes = stories.flatMap((story) => story.route ?? []);
    expect(routes.length).toBeGreaterThanOrEqual(1);
    for (const route of routes) expect(cleanGpx(readFileSync(demoFilePath(cmsRoot, route))).points).toBeGreaterThan(100);
    const countries = new Set(stories.map((story) => story.place?.country));
    // Asia, Europe, Africa, South America, North America, Oceania.
    for (const country of ['Japan', 'Portugal', 'Morocco', 'Chile', 'Mexico', 'Australia']) expect(countries).toContain(country);
  });

  it('show the rich stories on the first start: a gallery of four drawn pictures or more, callouts, a footnote, a video', () => {
    const galleries = stories.flatMap((story) => galleriesOf(story.content));
    expect(Math.max(0, ...galleries)).toBeGreaterThanOrEqual(4);
    const drawn = stories.flatMap((story) => picturesWritten(story.content)).map((picture) => picture.address);
    expect(drawn.length).toBeGreaterThanOrEqual(4);
    for (const address of drawn) expect(address).toMatch(/^drawn:\d+$/);
    expect(stories.filter((story) => /^::: (tip|note|warning)$/m.test(story.content)).length).toBeGreaterThanOrEqual(2);
    expect(stories.some((story) => /\[\^\w+\]: /.test(story.content))).toBe(true);
    // A video facade with its poster: a link alone on its line, a drawn picture inside it.
    const facades = stories.flatMap((story) => [...story.content.matchAll(/^\[!\[[^\]]*\]\(drawn:\d+\)[^\]]*\]\(([^)]+)\)$/gm)]);
    expect(facades.map((facade) => embedOf(facade[1]!)?.provider)).toContain('YouTube');
  });

  it('are each long enough to read as a real story', () => {
    expect(stories.filter((story) => countWords(story.content) < 300).map((story) => story.title)).toEqual([]);
  });
});
