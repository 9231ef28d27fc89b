import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSkip, type OpenedSource, type SourceSkip, type SourceStory } from '../source-story';
import { openSource } from './open-source';

const WXR = path.join(__dirname, 'fixtures/wordpress-export.xml');

async function collect(source: OpenedSource) {
  const items: (SourceStory | SourceSkip)[] = [];
  for await (const item of source.stories()) items.push(item);
  return items;
}

describe('the WordPress reader', () => {
  let source: OpenedSource;
  let items: (SourceStory | SourceSkip)[];
  const story = (id: number) => items.find((item) => item.sourceId === `wordpress:${id}`) as SourceStory;
  let media: string;

  beforeAll(async () => {
    media = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-media-'));
    fs.mkdirSync(path.join(media, '2024/05'), { recursive: true });
    fs.writeFileSync(path.join(media, '2024/05/boat.jpg'), 'JPEG boat');
    source = await openSource(WXR, { media });
    items = await collect(source);
  });
  afterAll(async () => {
    await source.close();
    fs.rmSync(media, { recursive: true, force: true });
  });

  it('reads a published post whole: author, terms, excerpt, dates, place and old addresses', () => {
    expect(story(101)).toMatchObject({
      title: 'Ferry to Hvar & back',
      slug: 'ferry-to-hvar',
      status: 'published',
      publishedAt: '2024-05-01T07:30:00.000Z',
      author: { login: 'ana', name: 'Ana Kovač', email: 'ana@slowroads.example' },
      excerpt: 'Two hours of sea and coffee.',
      categories: ['Croatia', 'Food & Drink'],
      tags: ['ferry', 'islands'],
      place: { latitude: 43.1729, longitude: 16.4412, name: 'Hvar, Croatia' },
      oldAddresses: ['https://slowroads.example/2024/05/ferry-to-hvar/', 'https://slowroads.example/?p=101'],
      notes: [],
    });
  });

  it('finds the featured image and gallery pictures among attachments listed after the post', () => {
    expect(story(101).featuredImage).toEqual({
      address: 'https://slowroads.example/wp-content/uploads/2024/05/boat.jpg',
      alt: 'A white ferry leaving Split',
      caption: 'The 7:00 boat',
    });
    const html = story(101).body.text;
    expect(html).toContain(
      '<img src="https://slowroads.example/wp-content/uploads/2024/05/boat.jpg" alt="A white ferry leaving Split">',
    );
    expect(html).toContain('<img src="https://slowroads.example/wp-content/uploads/2024/05/harbour.jpg" alt="">');
    expect(html).not.toContain('[gallery');
    expect(html).toContain('<figcaption>The harbour at dusk</figcaption>');
  });

  it('turns the blank lines of a classic post into paragraphs, as WordPress does when it shows one', () => {
    expect(story(101).body.text).toMatch(
      /^<p>The morning boat left Split at seven\.<\/p>\n<p>The crossing took two hours\.<br>\nWe drank/,
    );
    expect(story(102).body.text).toBe('<!-- wp:paragraph -->\n<p>Half written.</p>\n<!-- /wp:paragraph -->');
  });

  it('keeps approved, pending and spam comments with their threads, and leaves trash and pingbacks out', () => {
    expect(story(101).comments).toEqual([
      expect.objectContaining({
        sourceId: 'wordpress:comment:11',
        author: 'Lena',
        status: 'approved',
        date: '2024-05-02T08:00:00.000Z',
      }),
      expect.objectContaining({ sourceId: 'wordpress:comment:12', status: 'approved', parentId: 'wordpress:comment:11' }),
      expect.objectContaining({ sourceId: 'wordpress:comment:13', status: 'pending' }),
      expect.objectContaining({ sourceId: 'wordpress:comment:14', status: 'spam' }),
      expect.objectContaining({ sourceId: 'wordpress:comment:16', status: 'approved', parentId: undefined }),
    ]);
  });

  it('maps every WordPress status, noting private and password-protected posts', () => {
    expect(story(102)).toMatchObject({ status: 'draft', publishedAt: '2024-05-10T12:00:00.000Z', author: { name: 'Tom & Co' } });
    expect(story(103)).toMatchObject({ status: 'draft', notes: ['pending review on WordPress'] });
    expect(story(104)).toMatchObject({ status: 'scheduled', publishedAt: '2099-10-01T06:00:00.000Z' });
    expect(story(105)).toMatchObject({ status: 'private', notes: ['private on WordPress: imported as a draft'] });
    expect(story(106)).toMatchObject({ status: 'private', notes: ['password-protected on WordPress: imported as a draft'] });
    expect(story(107).notes).toEqual(['its featured image (attachment 999) is not in the export']);
  });

  it('skips pages, attachments and blocks with why, and menu items silently', () => {
    const skips = items.filter(isSkip);
    expect(skips.map(({ sourceId, kind }) => [sourceId, kind])).toEqual([
      ['wordpress:110', 'page'],
      ['wordpress:130', 'other'],
      ['wordpress:201', 'attachment'],
      ['wordpress:202', 'attachment'],
    ]);
    expect(items.filter((item) => !isSkip(item))).toHaveLength(7);
  });

  it('reads pictures from the copy of wp-content/uploads and refuses paths leading out of it', async () => {
    const found = await source.picture('https://slowroads.example/wp-content/uploads/2024/05/boat.jpg');
    expect(found).toMatchObject({ name: 'boat.jpg' });
    expect(fs.readFileSync((found as { filepath: string }).filepath, 'utf8')).toBe('JPEG boat');
    expect(await source.picture('/wp-content/uploads/../../../etc/passwd')).toEqual({
      problem: '/wp-content/uploads/../../../etc/passwd leads outside the media folder: refused.',
    });
    expect(await source.picture('https://slowroads.example/wp-content/uploads/2024/05/harbour.jpg')).toEqual({
      problem:
        'https://slowroads.example/wp-content/uploads/2024/05/harbour.jpg is not in the media folder (no 2024/05/harbour.jpg) and downloading is off.',
    });
  });
});
