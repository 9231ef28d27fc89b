import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMPORT_MESSAGES, type ImportJob } from '@journey-canvas/shared';
import { zipBuffer } from '../../src/api/import/importer/sources/fixtures/write-zip';
import { accountToken, api, createPost, jpeg, listQuery, login } from '../support/api';

const cmsDir = path.resolve(__dirname, '../..');
/** Each run's stories are its own: the integration files share one database. */
const run = Date.now().toString(36);
const cdata = (text: string) => `<![CDATA[${text}]]>`;
const LONG = 'We walked the old town before the day trippers came, and sat for coffee by the water until noon. '.repeat(2).trim();

/** A local "old site" serving the WordPress pictures, so downloads never leave the machine. */
async function oldSite() {
  const pictures = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const picture = pictures.get(request.url ?? '');
    if (!picture) return response.writeHead(404).end('gone');
    response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': picture.length }).end(picture);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, pictures, close: () => new Promise((resolve) => server.close(resolve)) };
}

interface WxrPost {
  id: number;
  title: string;
  slug: string;
  status: string;
  date: string;
  content: string;
  categories?: [domain: string, name: string][];
  meta?: Record<string, string>;
  comments?: string;
  type?: string;
  password?: string;
}

function wxrItem(post: WxrPost, site: string) {
  return `<item>
<title>${cdata(post.title)}</title>
<link>${site}/2024/05/${post.slug}/</link>
<dc:creator>${cdata('ana')}</dc:creator>
<guid isPermaLink="false">${site}/?p=${post.id}</guid>
<content:encoded>${cdata(post.content)}</content:encoded>
<excerpt:encoded>${cdata('')}</excerpt:encoded>
<wp:post_id>${post.id}</wp:post_id>
<wp:post_date>${cdata(post.date)}</wp:post_date>
<wp:post_date_gmt>${cdata(post.date)}</wp:post_date_gmt>
<wp:post_name>${cdata(post.slug)}</wp:post_name>
<wp:status>${cdata(post.status)}</wp:status>
<wp:post_parent>0</wp:post_parent>
<wp:post_type>${cdata(post.type ?? 'post')}</wp:post_type>
<wp:post_password>${cdata(post.password ?? '')}</wp:post_password>
${(post.categories ?? []).map(([domain, name]) => `<category domain="${domain}" nicename="${name.toLowerCase().replace(/[^a-z]+/g, '-')}">${cdata(name)}</category>`).join('\n')}
${Object.entries(post.meta ?? {})
  .map(
    ([key, value]) =>
      `<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>`,
  )
  .join('\n')}
${post.comments ?? ''}
</item>`;
}

const wxrComment = (id: number, author: string, email: string, body: string, approved: string, parent = 0) => `<wp:comment>
<wp:comment_id>${id}</wp:comment_id><wp:comment_author>${cdata(author)}</wp:comment_author>
<wp:comment_author_email>${cdata(email)}</wp:comment_author_email><wp:comment_date_gmt>${cdata('2024-05-02 10:00:00')}</wp:comment_date_gmt>
<wp:comment_content>${cdata(body)}</wp:comment_content><wp:comment_approved>${cdata(approved)}</wp:comment_approved>
<wp:comment_type>${cdata('comment')}</wp:comment_type><wp:comment_parent>${parent}</wp:comment_parent></wp:comment>`;

const attachment = (id: number, url: string, alt: string) =>
  wxrItem(
    {
      id,
      title: `picture ${id}`,
      slug: `picture-${id}`,
      status: 'inherit',
      date: '2024-05-01 08:00:00',
      content: '',
      type: 'attachment',
    },
    '',
  ).replace(
    '</item>',
    `<wp:attachment_url>${cdata(url)}</wp:attachment_url><wp:postmeta><wp:meta_key>_wp_attachment_image_alt</wp:meta_key><wp:meta_value>${cdata(alt)}</wp:meta_value></wp:postmeta></item>`,
  );

function wxr(site: string, items: string[]) {
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
 xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Slow Roads</title><link>${site}</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>${site}</wp:base_site_url><wp:base_blog_url>${site}</wp:base_blog_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata('ana')}</wp:author_login><wp:author_email>${cdata('ana@slowroads.example')}</wp:author_email><wp:author_display_name>${cdata('Ana Kovač')}</wp:author_display_name></wp:author>
${items.join('\n')}
</channel></rss>`;
}

describe('moving in: Settings › Import runs a dry run, then the import, in the CMS', () => {
  let token: string;
  let site: Awaited<ReturnType<typeof oldSite>>;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  async function upload(name: string, bytes: Buffer | string, query = '') {
    const response = await fetch(`${inject('cmsUrl')}/api/admin/imports/file?name=${encodeURIComponent(name)}${query}`, {
      method: 'PUT',
      headers: { ...auth(), 'Content-Type': 'application/octet-stream' },
      body: bytes,
    });
    return { status: response.status, body: (await response.json()) as { data?: ImportJob; error?: { message: string } } };
  }

  async function finished(): Promise<ImportJob> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const { body } = await api<{ data: ImportJob }>('/api/admin/imports/last', { token });
      if (body.data.status !== 'running') return body.data;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('The import did not finish within a minute');
  }

  /** A dry run, then the import it checked; both reports. */
  async function importFile(name: string, bytes: Buffer | string, query = '') {
    const checked = await upload(name, bytes, query);
    expect(checked.status, JSON.stringify(checked.body)).toBe(202);
    const dry = await finished();
    expect(dry).toMatchObject({ status: 'done', dryRun: true });
    const started = await api(`/api/admin/imports/${dry.id}/run`, { token, method: 'POST' });
    expect(started.status).toBe(202);
    const done = await finished();
    expect(done).toMatchObject({ status: 'done', dryRun: false });
    return { dry: dry.report!, done: done.report! };
  }

  const storyTitled = async (title: string) => {
    const list = await api(`/api/admin/blog-posts${listQuery({ filter: { q: title }, range: [0, 9] })}`, { token });
    const found = list.body.find((post: { title: string }) => post.title === title);
    return found && (await api(`/api/admin/blog-posts/${found.id}`, { token })).body;
  };
  const postCount = async () =>
    (await api(`/api/admin/blog-posts${listQuery({ range: [0, 0] })}`, { token })).headers.get('content-range');
  const lookup = async (path: string) => (await api(`/api/site-addresses/lookup?path=${encodeURIComponent(path)}`)).body?.data;

  beforeAll(async () => {
    token = await login();
    site = await oldSite();
  });
  // Other files count on every story a test made being new and of a few types: these are dated 2024, so they go for good.
  afterAll(async () => {
    await site.close();
    const list = await api(`/api/admin/blog-posts${listQuery({ filter: { q: run }, range: [0, 99] })}`, { token });
    const french = await api(`/api/admin/blog-posts${listQuery({ filter: { q: run, locale: 'fr' }, range: [0, 99] })}`, {
      token,
    });
    for (const post of [...list.body, ...french.body]) {
      await api(`/api/admin/blog-posts/${post.id}`, { token, method: 'DELETE' });
      await api(`/api/admin/blog-posts/${post.id}?permanent=true`, { token, method: 'DELETE' });
    }
  });

  it('brings a WordPress blog over with its pictures, places, questions and old addresses, once', async () => {
    const picture = (name: string) => `${site.base}/wp-content/uploads/2024/05/${name}-${run}.jpg`;
    for (const name of ['boat', 'harbour', 'lane', 'dusk']) {
      site.pictures.set(new URL(picture(name)).pathname, await jpeg({ width: 640 + name.length, height: 400 }));
    }
    const taken = `Taken ${run}`;
    await createPost(token, { title: taken, status: 'published' });
    const ferry = `Ferry to Hvar ${run}`;
    const items = [
      wxrItem(
        {
          id: 101,
          title: ferry,
          slug: `ferry-${run}`,
          status: 'publish',
          date: '2024-05-01 07:30:00',
          content: `<p>${LONG}</p>
<figure class="wp-block-image"><img src="${picture('harbour')}" alt="The harbour" class="wp-image-202"/><figcaption>The harbour at dusk</figcaption></figure>
<figure class="wp-block-gallery has-nested-images"><figure class="wp-block-image"><img src="${picture('lane')}" alt="A lane"/></figure><figure class="wp-block-image"><img src="${picture('dusk')}" alt="Dusk"/></figure></figure>
<figure class="wp-block-embed is-provider-youtube"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=dQw4w9WgXcQ
</div></figure>
<script>alert('old plugin')</script>`,
          categories: [
            ['category', 'Food & Cuisine'],
            ['category', 'Croatia'],
            ['post_tag', 'ferry'],
          ],
          meta: { _thumbnail_id: '201', geo_latitude: '43.172', geo_longitude: '16.442', geo_address: 'Hvar' },
          comments: [
            wxrComment(1, 'Mia', 'mia@example.org', '<p>Which ferry company did you take?</p>', '1'),
            wxrComment(2, 'Ana Kovač', 'ana@slowroads.example', 'Jadrolinija, the early one.', '1', 1),
            wxrComment(3, 'Waiting', 'w@example.org', 'Not yet approved', '0'),
            wxrComment(4, 'Spammer', 's@example.org', 'Cheap pills', 'spam'),
          ].join('\n'),
        },
        site.base,
      ),
      wxrItem(
        {
          id: 102,
          title: `Draft ${run}`,
          slug: `draft-${run}`,
          status: 'draft',
          date: '2024-05-03 07:30:00',
          content: `<p>${LONG}</p><img src="${picture('boat')}" alt="A boat">`,
        },
        site.base,
      ),
      wxrItem(
        {
          id: 103,
          title: `Soon ${run}`,
          slug: `soon-${run}`,
          status: 'future',
          date: '2099-01-01 07:30:00',
          content: `<p>${LONG}</p><img src="${picture('boat')}" alt="A boat">`,
        },
        site.base,
      ),
      wxrItem(
        {
          id: 104,
          title: `Secret ${run}`,
          slug: `secret-${run}`,
          status: 'publish',
          password: 'hush',
          date: '2024-05-04 07:30:00',
          content: `<p>${LONG}</p><img src="${picture('boat')}" alt="A boat">`,
        },
        site.base,
      ),
      wxrItem(
        {
          id: 105,
          title: `Lost ${run}`,
          slug: `lost-${run}`,
          status: 'publish',
          date: '2024-05-05 07:30:00',
          content: `<p>${LONG}</p><img src="${site.base}/wp-content/uploads/gone-${run}.jpg" alt="Gone">`,
        },
        site.base,
      ),
      wxrItem(
        {
          id: 106,
          title: taken,
          slug: `taken-${run}`,
          status: 'publish',
          date: '2024-05-06 07:30:00',
          content: `<p>${LONG}</p><img src="${picture('boat')}" alt="A boat">`,
        },
        site.base,
      ),
      wxrItem(
        {
          id: 110,
          title: `About ${run}`,
          slug: `about-${run}`,
          status: 'publish',
          date: '2024-05-01 07:30:00',
          content: '<p>Us.</p>',
          type: 'page',
        },
        site.base,
      ),
      attachment(201, picture('boat'), 'The morning boat'),
    ];
    const file = wxr(site.base, items);
    const before = await postCount();

    const { dry, done } = await importFile(`wordpress-${run}.xml`, file, '&download=true');
    expect(dry.counts.stories, JSON.stringify(dry.items)).toEqual({
      imported: 6,
      updated: 0,
      unchanged: 0,
      skipped: 1,
      failed: 0,
    });
    expect(done.counts.stories).toEqual(dry.counts.stories);
    expect(done.counts.pictures).toMatchObject({ uploaded: 4, missing: 1 });
    expect(done.counts.questions).toEqual({ imported: 1, pendingLeftOut: 1, spamLeftOut: 1, failed: 0 });

    const story = await storyTitled(ferry);
    expect(story).toMatchObject({
      status: 'published',
      postType: 'food',
      author: 'Ana Kovač',
      placeName: 'Hvar',
      placeLatitude: 43.172,
    });
    expect(story.tags.sort()).toEqual(['Croatia', 'ferry']);
    expect(story.images[0]).toMatchObject({ alternativeText: 'The morning boat' });
    expect(story.content).toMatch(/!\[The harbour\]\(\/uploads\/[^ )]+ "The harbour at dusk"\)/);
    expect(story.content).toMatch(/::: gallery\n!\[A lane\]\(\/uploads\/[^)]+\)\n!\[Dusk\]\(\/uploads\/[^)]+\)\n:::/);
    expect(story.content).toContain('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(story.content).not.toMatch(/script|127\.0\.0\.1/);
    expect(story.publishedAt).toBe('2024-05-01T07:30:00.000Z');
    // In the History and the activity log, as the Administrator who confirmed it, through the import.
    const activity = await api(`/api/admin/activity${listQuery({ filter: { post: story.id }, range: [0, 9] })}`, { token });
    expect(activity.body).toContainEqual(expect.objectContaining({ door: 'import', actor: expect.any(String) }));
    const questions = await api(`/api/comments?post=${story.id}`);
    expect(questions.body.data).toEqual([
      expect.objectContaining({ name: 'Mia', body: 'Which ferry company did you take?', reply: 'Jadrolinija, the early one.' }),
    ]);

    expect((await storyTitled(`Draft ${run}`)).status).toBe('draft');
    expect(await storyTitled(`Soon ${run}`)).toMatchObject({ status: 'scheduled', scheduledAt: '2099-01-01T07:30:00.000Z' });
    expect((await storyTitled(`Secret ${run}`)).status).toBe('draft');
    expect((await storyTitled(`Lost ${run}`)).status).toBe('draft');
    const lost = done.items.find((item) => item.title === `Lost ${run}`)!;
    expect(lost.notes.join('\n')).toMatch(/gone-.*404[\s\S]*placeholder/i);
    const second = done.items.find((item) => item.title === taken)!;
    expect(second.notes.join('\n')).toMatch(/was taken/);
    expect(done.items.find((item) => item.title === `About ${run}`)).toMatchObject({ outcome: 'skipped' });

    expect(await lookup(`/2024/05/ferry-${run}/`)).toMatchObject({ status: 301, location: `/articles/ferry-${run}` });
    expect(await lookup('/feed/')).toMatchObject({ status: 301, location: '/rss.xml' });
    // A story readers knew keeps its address while it waits here for a picture; a password-protected one gets none.
    expect(await lookup(`/2024/05/lost-${run}/`)).toMatchObject({ status: 301, location: `/articles/lost-${run}` });
    expect((await lookup(`/2024/05/secret-${run}/`))?.status).not.toBe(301);

    // The same file again changes nothing, and says so.
    const counted = await postCount();
    const again = await importFile(`wordpress-${run}.xml`, file, '&download=true');
    expect(again.done.counts.stories).toEqual({ imported: 0, updated: 0, unchanged: 6, skipped: 1, failed: 0 });
    expect(again.done.counts.pictures.uploaded).toBe(0);
    expect(await postCount()).toBe(counted);
    expect(counted).not.toBe(before);
    expect((await storyTitled(ferry)).updatedAt).toBe(story.updatedAt);
  });

  it('takes a Ghost zip with its images, and a zip of a Markdown site', async () => {
    const lake = await jpeg({ width: 700, height: 420 });
    const ghost = {
      db: [
        {
          meta: { exported_on: 1717000000000, version: '5.82.0' },
          data: {
            posts: [
              {
                id: `g1${run}`,
                title: `Lake Bled ${run}`,
                slug: `lake-bled-${run}`,
                html: `<p>${LONG}</p><figure class="kg-card kg-image-card kg-card-hascaption"><img src="__GHOST_URL__/content/images/2024/06/lake.jpg" alt="The lake"><figcaption>Early light</figcaption></figure>`,
                feature_image: '__GHOST_URL__/content/images/2024/06/lake.jpg',
                status: 'published',
                visibility: 'public',
                type: 'post',
                published_at: '2024-06-01T08:00:00.000Z',
                custom_excerpt: 'A lake at dawn.',
              },
            ],
            tags: [{ id: 't1', name: 'Slovenia', slug: 'slovenia' }],
            posts_tags: [{ post_id: `g1${run}`, tag_id: 't1' }],
            users: [{ id: 'u1', name: 'Ben Ghost', email: 'ben@example.org' }],
            posts_authors: [{ post_id: `g1${run}`, author_id: 'u1' }],
          },
        },
      ],
    };
    const ghostZip = zipBuffer([
      { name: 'export.json', data: Buffer.from(JSON.stringify(ghost)) },
      { name: 'content/images/2024/06/lake.jpg', data: lake },
    ]);
    const fromGhost = await importFile(`ghost-${run}.zip`, ghostZip);
    expect(fromGhost.done.counts.stories.imported).toBe(1);
    const bled = await storyTitled(`Lake Bled ${run}`);
    expect(bled).toMatchObject({
      status: 'published',
      author: 'Ben Ghost',
      metaDescription: 'A lake at dawn.',
      tags: ['Slovenia'],
    });
    expect(bled.content).toMatch(/!\[The lake\]\(\/uploads\/[^ )]+ "Early light"\)/);
    expect(await lookup(`/lake-bled-${run}/`)).toMatchObject({ status: 301, location: `/articles/lake-bled-${run}` });

    const markdownZip = zipBuffer([
      {
        name: `content/posts/porto-${run}/index.md`,
        data: Buffer.from(
          `---\ntitle: "Porto ${run}"\ndate: 2023-10-01\ntags: [Portugal]\ncategories: [Travel Tips]\nimage: cover.jpg\nlocation: { name: Porto, lat: 41.15, lng: -8.61 }\n---\n${LONG}\n\n![Tiles](tiles.jpg)\n`,
        ),
      },
      { name: `content/posts/porto-${run}/cover.jpg`, data: await jpeg({ width: 600, height: 400 }) },
      { name: `content/posts/porto-${run}/tiles.jpg`, data: await jpeg({ width: 500, height: 400 }) },
      { name: `content/posts/broken-${run}.md`, data: Buffer.from('---\ntitle: [unclosed\n---\nText') },
    ]);
    const fromMarkdown = await importFile(`site-${run}.zip`, markdownZip);
    expect(fromMarkdown.done.counts.stories).toMatchObject({ imported: 1, skipped: 1 });
    const porto = await storyTitled(`Porto ${run}`);
    expect(porto).toMatchObject({ status: 'published', postType: 'tips', placeName: 'Porto', tags: ['Portugal'] });
    expect(porto.content).toMatch(/!\[Tiles\]\(\/uploads\//);
    expect(fromMarkdown.done.items.find((item) => item.outcome === 'skipped')!.notes[0]).toMatch(/front matter/i);
  });

  it("takes a Hugo site's translations by file name or translationKey, and leaves out a language the site lacks", async () => {
    const FRENCH = 'Nous avons marché dans la vieille ville avant les excursionnistes, puis pris un café au bord de l’eau. '
      .repeat(2)
      .trim();
    const story = (front: string, text = LONG) => Buffer.from(`---\n${front}\n---\n${text}\n`);
    const zip = zipBuffer([
      { name: `content/posts/sintra-${run}.md`, data: story(`title: "Sintra ${run}"\nimage: /cover.jpg\nimage_alt: The palace`) },
      {
        name: `content/posts/sintra-${run}.fr.md`,
        data: story(`title: "Sintra en français ${run}"\nimage: /cover.jpg\nimage_alt: Le palais`, FRENCH),
      },
      { name: `content/en/obidos.md`, data: story(`title: "Obidos ${run}"\ntranslationKey: obidos-${run}\nimage: /cover.jpg`) },
      {
        name: `content/fr/obidos.md`,
        data: story(`title: "Óbidos en français ${run}"\nlang: fr\ntranslationKey: obidos-${run}`, FRENCH),
      },
      { name: `content/posts/seule-${run}.fr.md`, data: story(`title: "Seule en français ${run}"\nimage: /cover.jpg`, FRENCH) },
      { name: `content/posts/berlin-${run}.de.md`, data: story(`title: "Berlin ${run}"`) },
      { name: 'static/cover.jpg', data: await jpeg({ width: 600, height: 400 }) },
    ]);
    const { dry, done } = await importFile(`languages-${run}.zip`, zip);
    expect(dry.counts.stories).toMatchObject({ imported: 5, skipped: 1, failed: 0 });
    expect(done.counts.stories).toMatchObject({ imported: 5, skipped: 1, failed: 0 });
    const german = done.items.find((item) => item.title === `Berlin ${run}`)!;
    expect(german.notes[0]).toMatch(/Written in Deutsch, a language this site does not have/);

    const sintra = await storyTitled(`Sintra ${run}`);
    const languages = (await api(`/api/admin/blog-posts/${sintra.id}/locales`, { token })).body;
    expect(languages.map((language: { locale: string }) => language.locale)).toEqual(['en', 'fr']);
    const french = (await api(`/api/admin/blog-posts/${sintra.id}?locale=fr`, { token })).body;
    // The picture is the story's own; its words are each language's.
    expect(french).toMatchObject({ title: `Sintra en français ${run}`, status: 'published' });
    const ids = (record: { images: { id: number }[] }) => record.images.map((image) => image.id);
    expect(ids(french)).toEqual(ids(sintra));
    expect([sintra.images[0].alternativeText, french.images[0].alternativeText]).toEqual(['The palace', 'Le palais']);
    const obidos = await storyTitled(`Obidos ${run}`);
    expect((await api(`/api/admin/blog-posts/${obidos.id}?locale=fr`, { token })).body.title).toBe(`Óbidos en français ${run}`);
    const alone = done.items.find((item) => item.title === `Seule en français ${run}`)!;
    expect(alone.address).toMatch(/^\/fr\/articles\/seule-en-francais-/);
    expect(alone.notes.join(' ')).toMatch(/No English version in the source: a story in Français alone/);
  });

  it('refuses what is not an export, a bomb, an outside entity, an escaping zip and an empty file, writing nothing', async () => {
    const before = await postCount();
    const notExport = await upload('notes.txt', 'just some words');
    expect(notExport).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringMatching(/not a WordPress export/) } },
    });
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel>&lol2;</channel></rss>`;
    expect((await upload('bomb.xml', bomb)).status).toBe(400);
    const entity = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel>&xxe;</channel></rss>`;
    const external = await upload('entity.xml', entity);
    expect(external.status).toBe(400);
    expect(external.body.error!.message).not.toMatch(/root:/);
    const escaping = await upload('evil.zip', zipBuffer([{ name: '../evil.md', data: Buffer.from('---\ntitle: Evil\n---\nx') }]));
    expect(escaping).toMatchObject({ status: 400, body: { error: { message: expect.stringContaining('../evil.md') } } });
    expect((await upload('empty.xml', '')).status).toBe(400);
    expect(await postCount()).toBe(before);
  });

  it('refuses a body over 1 GB, another role and a run of a file never checked', async () => {
    const before = await postCount();

    const huge = await new Promise<{ status: number; message: string }>((resolve, reject) => {
      const request = http.request(`${inject('cmsUrl')}/api/admin/imports/file?name=huge.xml`, {
        method: 'PUT',
        headers: { ...auth(), 'Content-Type': 'application/octet-stream', 'Content-Length': String(2 * 1024 ** 3) },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode!, message: JSON.parse(text).error.message });
          request.destroy();
        });
      });
      request.on('error', reject);
      request.write(Buffer.alloc(1024));
    });
    expect(huge).toEqual({ status: 413, message: IMPORT_MESSAGES.tooLarge });

    const editor = await accountToken('editor', 'import-editor');
    const refused = await fetch(`${inject('cmsUrl')}/api/admin/imports/last`, { headers: { Authorization: `Bearer ${editor}` } });
    expect(refused.status).toBe(403);
    expect((await api('/api/admin/imports/not-a-job/run', { token, method: 'POST' })).status).toBe(409);
    expect(await postCount()).toBe(before);
  });
});

describe('npm run import on the command line', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-import-cli-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('says clearly when a WordPress export is cut short, before touching the database', async () => {
    const file = path.join(folder, 'cut.xml');
    fs.writeFileSync(file, wxr('https://old.example', []).slice(0, 400));
    const failure = await promisify(execFile)('node', ['scripts/import.mjs', file, '--dry-run'], { cwd: cmsDir }).catch(
      (error) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.stderr).toMatch(/The WordPress export ends before its end/);
  });
});
