import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSkip, type OpenedSource, type SourceSkip, type SourceStory } from '../source-story';
import { zipBuffer } from './fixtures/write-zip';
import { openSource } from './open-source';

const EXPORT = path.join(__dirname, 'fixtures/ghost-export.json');
const id = (n: number) => `ghost:6650a1f0c2d4e80001a1b00${n}`;

async function collect(source: OpenedSource) {
  const items: (SourceStory | SourceSkip)[] = [];
  for await (const item of source.stories()) items.push(item);
  return items;
}

describe('the Ghost reader', () => {
  let items: (SourceStory | SourceSkip)[];
  const story = (n: number) => items.find((item) => item.sourceId === id(n)) as SourceStory;

  beforeAll(async () => {
    const source = await openSource(EXPORT);
    items = await collect(source);
    await source.close();
  });

  it('reads a published post with its tags, first author, excerpt and featured image', () => {
    expect(story(1)).toMatchObject({
      title: 'Tram 28 at dawn',
      slug: 'tram-28-at-dawn',
      status: 'published',
      publishedAt: '2024-05-21T07:00:00.000Z',
      author: { name: 'Inês Costa', email: 'ines@tram.example', login: 'ines' },
      excerpt: 'Lisbon before the crowds.',
      categories: ['Portugal', 'Trams'],
      tags: [],
      featuredImage: {
        address: '__GHOST_URL__/content/images/2024/05/lisbon.jpg',
        alt: 'Yellow tram on a steep street',
        caption: 'Rua da Graça, 6:40',
      },
      body: { format: 'html', text: expect.stringContaining('src="__GHOST_URL__/content/images/2024/05/tram.jpg"') },
      oldAddresses: ['/tram-28-at-dawn/'],
      notes: [],
    });
  });

  it('maps statuses and members-only visibility', () => {
    expect(story(2)).toMatchObject({ status: 'draft', excerpt: 'What to see in Lisbon.', publishedAt: undefined });
    expect(story(3)).toMatchObject({ status: 'scheduled', publishedAt: '2099-01-15T09:00:00.000Z' });
    expect(story(4)).toMatchObject({ status: 'private', notes: ['members-only on Ghost (members): imported as a draft'] });
    expect(story(7)).toMatchObject({ status: 'draft', notes: ['sent as an email only, never on the site: imported as a draft'] });
  });

  it('skips pages, and posts that came without HTML, saying why', () => {
    expect(items.filter(isSkip)).toEqual([
      { sourceId: id(5), title: 'About', kind: 'page', reason: 'a page, not a story' },
      {
        sourceId: id(6),
        title: 'Editor only',
        kind: 'other',
        reason: 'Ghost gave only its editor format (lexical), no HTML: export again from Ghost 5 or later',
      },
    ]);
  });
});

describe('a Ghost zip', () => {
  let dir: string;
  let source: OpenedSource;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghost-zip-'));
    const zip = zipBuffer([
      { name: 'slow-tram.ghost.2024-06-01.json', data: fs.readFileSync(EXPORT), deflate: true },
      { name: 'content/', data: '' },
      { name: 'content/images/2024/05/lisbon.jpg', data: 'JPEG lisbon' },
      { name: 'content/images/size/w600/2024/05/lisbon.jpg', data: 'JPEG small' },
    ]);
    fs.writeFileSync(path.join(dir, 'ghost-backup.zip'), zip);
    source = await openSource(path.join(dir, 'ghost-backup.zip'));
  });
  afterAll(async () => {
    await source.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the export inside and its pictures from content/images, originals rather than resized copies', async () => {
    expect(source.format).toBe('ghost');
    expect((await collect(source)).filter((item) => !isSkip(item))).toHaveLength(5);
    for (const address of [
      '__GHOST_URL__/content/images/2024/05/lisbon.jpg',
      'https://tram.example/content/images/size/w600/2024/05/lisbon.jpg',
      '/content/images/2024/05/lisbon.jpg',
    ]) {
      const picture = await source.picture(address);
      expect(fs.readFileSync((picture as { filepath: string }).filepath, 'utf8')).toBe('JPEG lisbon');
    }
    expect(await source.picture('__GHOST_URL__/content/images/2024/05/tram.jpg')).toEqual({
      problem:
        '__GHOST_URL__/content/images/2024/05/tram.jpg is not in the media folder (no 2024/05/tram.jpg) and downloading is off.',
    });
  });

  it('removes what it unpacked when closed', async () => {
    const picture = (await source.picture('/content/images/2024/05/lisbon.jpg')) as { filepath: string };
    await source.close();
    expect(fs.existsSync(picture.filepath)).toBe(false);
  });
});
