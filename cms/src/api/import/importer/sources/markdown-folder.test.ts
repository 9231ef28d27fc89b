import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSkip, type OpenedSource, type SourceSkip, type SourceStory } from '../source-story';
import { zipBuffer, type TestZipEntry } from './fixtures/write-zip';
import { readMarkdownStory } from './markdown-story';
import { openSource } from './open-source';

const SITE = path.join(__dirname, 'fixtures/markdown-site');

async function collect(source: OpenedSource) {
  const items: (SourceStory | SourceSkip)[] = [];
  for await (const item of source.stories()) items.push(item);
  return items;
}

describe('the Markdown folder reader', () => {
  let source: OpenedSource;
  let items: (SourceStory | SourceSkip)[];
  const story = (relative: string) => items.find((item) => item.sourceId === `markdown:${relative}`) as SourceStory;

  beforeAll(async () => {
    source = await openSource(SITE);
    items = await collect(source);
  });
  afterAll(() => source.close());

  it('reads a Jekyll post: date and slug from its name, categories, place, served and redirected addresses', () => {
    expect(story('_posts/2024-05-01-lake-bled.md')).toMatchObject({
      title: 'Rowing on Lake Bled',
      slug: 'lake-bled',
      status: 'published',
      publishedAt: '2024-05-01T06:00:00.000Z',
      author: { name: 'Maja' },
      excerpt: 'An island, a church and ninety-nine steps.',
      categories: ['travel', 'slovenia'],
      tags: ['lakes', 'rowing'],
      featuredImage: { address: '/assets/images/bled.jpg', alt: 'The island church from the water' },
      place: { latitude: 46.3625, longitude: 14.0936, name: 'Lake Bled' },
      oldAddresses: ['/2024/05/01/lake-bled/', '/bled/'],
      body: { format: 'markdown', text: 'We hired a pletna at the boathouse.\n\n![The steps](/assets/images/bled.jpg)\n' },
    });
  });

  it('reads a Hugo page bundle: cover, first author, geo, aliases, and pictures named from the root', () => {
    expect(story('content/posts/porto/index.md')).toMatchObject({
      title: 'Tiles of Porto',
      slug: 'porto-tiles',
      status: 'published',
      author: { name: 'Rita', email: 'rita@blue.example' },
      excerpt: 'Blue and white everywhere.',
      featuredImage: { address: 'content/posts/porto/tiles.jpg', alt: 'Blue tiles on a church', caption: 'Capela das Almas' },
      place: { latitude: 41.1496, longitude: -8.6109 },
      oldAddresses: ['/posts/porto-tiles/', '/2024/04/porto/', '/tiles/'],
    });
    const body = story('content/posts/porto/index.md').body.text;
    expect(body).toContain('![Tiles](content/posts/porto/tiles.jpg)');
    expect(body).toContain('![Not a picture](tiles.jpg)');
  });

  it('makes drafts of _drafts and scheduled stories of future dates', () => {
    expect(story('_drafts/alpine-hut.md')).toMatchObject({ status: 'draft', oldAddresses: [] });
    expect(story('content/posts/sintra.md')).toMatchObject({
      status: 'scheduled',
      publishedAt: '2099-01-01T00:00:00.000Z',
      place: { latitude: 38.7876, longitude: -9.3906 },
      oldAddresses: ['/posts/sintra/'],
    });
  });

  it('skips section lists, READMEs and files without a title, saying why', () => {
    expect(items.filter(isSkip).map(({ sourceId, reason }) => [sourceId, reason])).toEqual([
      ['markdown:content/posts/_index.md', 'a Hugo section list, not a story'],
      ['markdown:content/posts/untitled.md', 'no title in its front matter'],
      ['markdown:README.md', 'a README, not a story'],
    ]);
  });

  it('finds pictures beside the file, in static/ for Hugo and at the root for Jekyll, never outside', async () => {
    const read = async (address: string) =>
      fs.readFileSync(((await source.picture(address)) as { filepath: string }).filepath, 'utf8');
    expect(await read('content/posts/porto/tiles.jpg')).toBe('JPEG tiles');
    expect(await read('/images/sintra.jpg')).toBe('JPEG sintra');
    expect(await read('/assets/images/bled.jpg')).toBe('JPEG bled');
    expect(await source.picture('../../../../etc/passwd')).toEqual({
      problem: '../../../../etc/passwd leads outside the folder: refused.',
    });
    expect(await source.picture('/../../etc/passwd')).toEqual({
      problem: '/../../etc/passwd leads outside the folder: refused.',
    });
    expect(await source.picture('/images/gone.jpg')).toEqual({
      problem:
        '/images/gone.jpg is not in the folder (looked for static/images/gone.jpg, images/gone.jpg, public/images/gone.jpg, src/images/gone.jpg, assets/images/gone.jpg).',
    });
  });
});

describe('a Markdown file', () => {
  it('whose front matter does not parse is a skip with the YAML message, never an error', () => {
    expect(readMarkdownStory('posts/broken.md', '---\ntitle: [Lisbon\n---\nText')).toEqual({
      sourceId: 'markdown:posts/broken.md',
      kind: 'other',
      reason: 'Front matter could not be read: unexpected end of the stream within a flow collection (line 2, column 15)',
      title: undefined,
    });
  });

  it('in TOML is a skip that says so', () => {
    expect(readMarkdownStory('content/a.md', '+++\ntitle = "A"\n+++\n')).toMatchObject({
      reason: expect.stringContaining('TOML'),
    });
  });

  it('keeps its explicit permalink over the path it is in', () => {
    const raw = '---\ntitle: Moved\npermalink: /travel/moved/\n---\n';
    expect(readMarkdownStory('src/posts/moved.md', raw)).toMatchObject({ oldAddresses: ['/travel/moved/'] });
    expect(readMarkdownStory('src/posts/kept.md', '---\ntitle: Kept\n---\n')).toMatchObject({ oldAddresses: ['/posts/kept/'] });
  });
});

describe('a zip of a Markdown folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-zip-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the folder inside with its pictures, and removes it when closed', async () => {
    const entries: TestZipEntry[] = [
      { name: 'blog/' },
      { name: 'blog/content/posts/porto/index.md', data: '---\ntitle: Porto\n---\n![Tiles](tiles.jpg)\n', deflate: true },
      { name: 'blog/content/posts/porto/tiles.jpg', data: 'JPEG tiles' },
    ];
    fs.writeFileSync(path.join(dir, 'site.zip'), zipBuffer(entries));
    const source = await openSource(path.join(dir, 'site.zip'));
    const [story] = (await collect(source)) as SourceStory[];
    expect(story).toMatchObject({ sourceId: 'markdown:content/posts/porto/index.md', oldAddresses: ['/posts/porto/'] });
    const picture = (await source.picture('content/posts/porto/tiles.jpg')) as { filepath: string };
    expect(fs.readFileSync(picture.filepath, 'utf8')).toBe('JPEG tiles');
    await source.close();
    expect(fs.existsSync(picture.filepath)).toBe(false);
  });
});
