import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSkip, type SourceSkip, type SourceStory } from '../importer/source-story';
import { openSource } from '../importer/sources/open-source';
import { cdata, WXR_FOOT, wxrAttachmentItem, wxrHead, wxrStoryItem, type WxrSite, type WxrStory } from './wxr-writer';

const SITE: WxrSite = { title: 'Slow & Far', url: 'https://journey.example' };
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wxr-writer-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const story = (overrides: Partial<WxrStory>): WxrStory => ({
  id: 1,
  title: 'Ferry to Hvar & back',
  slug: 'ferry-to-hvar',
  html: '<p>Two hours of sea.</p>',
  excerpt: 'Sea and coffee.',
  authorLogin: 'ana-kovac',
  status: 'publish',
  date: '2024-05-01T07:30:00.000Z',
  categories: ['Food & Cuisine'],
  tags: ['ferry', 'islands'],
  ...overrides,
});

async function readBack(items: string[]) {
  const file = path.join(folder, `export-${items.length}-${Date.now()}.xml`);
  const head = wxrHead(SITE, [{ login: 'ana-kovac', name: 'Ana Kovač' }], ['Food & Cuisine'], ['ferry', 'islands']);
  fs.writeFileSync(file, head + items.join('') + WXR_FOOT);
  const source = await openSource(file);
  const read: (SourceStory | SourceSkip)[] = [];
  for await (const item of source.stories()) read.push(item);
  await source.close();
  return { stories: read.filter((item): item is SourceStory => !isSkip(item)), skips: read.filter(isSkip) };
}

describe('the WordPress export (WXR) writer', () => {
  it("is read back by the importer's WordPress reader: title, status, terms, place, author and featured picture", async () => {
    const { stories, skips } = await readBack([
      wxrStoryItem(SITE, story({ thumbnailId: 2, place: { latitude: 43.1729, longitude: 16.4412, name: 'Hvar, Croatia' } })),
      wxrAttachmentItem(SITE, {
        id: 2,
        parentId: 1,
        url: 'https://cms.journey.example/uploads/boat.jpg',
        title: 'boat.jpg',
        alt: 'A white ferry',
        caption: 'The 7:00 boat',
        date: '2024-05-01T07:30:00.000Z',
      }),
    ]);
    expect(skips.map((skip) => skip.kind)).toEqual(['attachment']);
    expect(stories[0]).toMatchObject({
      sourceId: 'wordpress:1',
      title: 'Ferry to Hvar & back',
      slug: 'ferry-to-hvar',
      status: 'published',
      publishedAt: '2024-05-01T07:30:00.000Z',
      author: { login: 'ana-kovac', name: 'Ana Kovač' },
      excerpt: 'Sea and coffee.',
      categories: ['Food & Cuisine'],
      tags: ['ferry', 'islands'],
      place: { latitude: 43.1729, longitude: 16.4412, name: 'Hvar, Croatia' },
      featuredImage: { address: 'https://cms.journey.example/uploads/boat.jpg', alt: 'A white ferry', caption: 'The 7:00 boat' },
      oldAddresses: ['https://journey.example/articles/ferry-to-hvar'],
      notes: [],
    });
  });

  it('writes scheduled, draft and in-review stories with their WordPress statuses', async () => {
    const { stories } = await readBack([
      wxrStoryItem(SITE, story({ id: 1, status: 'future', date: '2099-01-01T09:00:00.000Z' })),
      wxrStoryItem(SITE, story({ id: 2, status: 'draft', categories: [] })),
      wxrStoryItem(SITE, story({ id: 3, status: 'pending' })),
    ]);
    expect(stories.map((each) => each.status)).toEqual(['scheduled', 'draft', 'draft']);
    expect(stories[0]!.publishedAt).toBe('2099-01-01T09:00:00.000Z');
    expect(stories[1]!.categories).toEqual([]);
  });

  it('keeps a text holding "]]>" and markup whole, as well-formed XML', async () => {
    const html = '<p>Code: <code>a[b[0]]&gt;c</code> and ]]> twice ]]></p>';
    const { stories } = await readBack([wxrStoryItem(SITE, story({ title: 'Brackets ]]> & <more>', html }))]);
    expect(stories[0]!.title).toBe('Brackets ]]> & <more>');
    expect(stories[0]!.body.text).toBe(html);
  });

  it('splits "]]>" across two CDATA sections and drops characters XML cannot hold', () => {
    expect(cdata('a]]>b\u0001')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
  });
});
