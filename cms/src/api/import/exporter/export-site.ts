import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import yazl from 'yazl';
import { CATEGORIES, picturesWritten, renderMarkdown, slugify } from '@journey-canvas/shared';
import { BLOG_POST_UID, NOT_TRASHED, SITE_SETTING_UID, TAG_UID } from '../../../content-types';
import { environment } from '../../../environment';
import { pictureCopies, PICTURES_FOLDER, type ExportedPicture, type PictureCopies } from './export-pictures';
import { storedStories, type StoredStory } from './stored-stories';
import { categoriesOf, storyMarkdown, withPictureAddresses } from './story-front-matter';
import { wxrAttachmentItem, WXR_FOOT, wxrHead, wxrStoryItem, type WxrSite, type WxrStory } from './wxr-writer';

export const STORIES_FOLDER = 'stories';
export const WXR_FILE = 'export.xml';

export interface ExportCounts {
  stories: number;
  pictures: number;
  /** Pictures a story shows that could not be copied, with why. */
  missingPictures: string[];
}

export interface ExportOptions {
  /** After each story, with how many are written. */
  onProgress?: (stories: number) => void;
}

const WXR_STATUS: Record<StoredStory['status'], WxrStory['status']> = {
  published: 'publish',
  draft: 'draft',
  scheduled: 'future',
  review: 'pending',
};

const authorLogin = (story: Pick<StoredStory, 'author' | 'authorSlug'>) =>
  story.authorSlug || slugify(story.author ?? '') || 'journey-canvas';

/** The channel's head: who signs the stories, and every category and tag, as WordPress creates them before the posts. */
async function channelHead(strapi: Core.Strapi, site: WxrSite): Promise<string> {
  const signers = (await strapi.db
    .query(BLOG_POST_UID)
    .findMany({ where: NOT_TRASHED, select: ['author', 'authorSlug'] })) as Pick<StoredStory, 'author' | 'authorSlug'>[];
  const authors = new Map(signers.map((signer) => [authorLogin(signer), signer.author ?? authorLogin(signer)]));
  const tags = (await strapi.db.query(TAG_UID).findMany({ select: ['name'], orderBy: { name: 'asc' } })) as { name: string }[];
  return wxrHead(
    site,
    [...authors].map(([login, name]) => ({ login, name })),
    CATEGORIES.map((category) => category.label),
    tags.map((tag) => tag.name),
  );
}

/** Each picture the story shows, copied once; the featured one first. */
async function copyPictures(story: StoredStory, copies: PictureCopies) {
  const written = picturesWritten(story.content);
  const shown = [
    ...(story.featured ? [{ address: story.featured.url, alt: story.featured.alternativeText ?? undefined }] : []),
    ...written.map(({ address, alternativeText }) => ({ address, alt: alternativeText || undefined })),
  ];
  const copied = new Map<string, { picture: ExportedPicture; alt?: string }>();
  for (const { address, alt } of shown) {
    const picture = copied.has(address) ? null : await copies.copy(address);
    if (picture) copied.set(address, { picture, alt });
  }
  return copied;
}

function wxrStoryOf(story: StoredStory, id: number, html: string, thumbnailId: number | undefined): WxrStory {
  const placed = story.placeLatitude !== null && story.placeLongitude !== null;
  return {
    id,
    title: story.title,
    slug: story.slug,
    html,
    excerpt: story.metaDescription ?? '',
    authorLogin: authorLogin(story),
    status: WXR_STATUS[story.status],
    // WordPress publishes a `future` post at its date.
    date: story.status === 'scheduled' && story.scheduledAt ? story.scheduledAt : story.date,
    categories: categoriesOf(story.postType),
    tags: story.tags,
    thumbnailId,
    place: placed ? { latitude: story.placeLatitude!, longitude: story.placeLongitude!, name: story.placeName ?? '' } : undefined,
  };
}

async function write(stream: fs.WriteStream, text: string) {
  if (!stream.write(text)) await once(stream, 'drain');
}

/** A story's Markdown file, its pictures' addresses made paths from it; a translation names the story it translates. */
async function writeMarkdown(folder: string, file: string, story: StoredStory, copies: PictureCopies, original?: StoredStory) {
  const pictures = await copyPictures(story, copies);
  const featured = story.featured ? pictures.get(story.featured.url)?.picture : undefined;
  const fromStory = (address: string) => pictures.get(address) && `../${pictures.get(address)!.picture.path}`;
  const markdown = storyMarkdown(
    story,
    withPictureAddresses(story.content, fromStory),
    featured && `../${featured.path}`,
    original,
  );
  await fsp.writeFile(path.join(folder, STORIES_FOLDER, file), markdown);
  return { pictures, featured };
}

/**
 * Every story as `stories/<slug>.md` beside `pictures/`, each translation as `stories/<slug>.<language>.md`
 * (Hugo's translation by file name), and the default language's as WordPress's `export.xml`, which has no languages.
 */
export async function exportSite(strapi: Core.Strapi, folder: string, options: ExportOptions = {}): Promise<ExportCounts> {
  await fsp.mkdir(path.join(folder, STORIES_FOLDER), { recursive: true });
  await fsp.mkdir(path.join(folder, PICTURES_FOLDER), { recursive: true });
  const setting = (await strapi.db.query(SITE_SETTING_UID).findOne({ select: ['siteName'] })) as { siteName?: string } | null;
  const site: WxrSite = {
    title: setting?.siteName || 'Journey Canvas',
    url: environment().PUBLIC_SITE_URL.replace(/\/$/, ''),
  };
  const copies = pictureCopies(folder, strapi.dirs.static.public);
  const announced = new Set<ExportedPicture>();
  const wxr = fs.createWriteStream(path.join(folder, WXR_FILE));
  const closed = once(wxr, 'close');
  let stories = 0;
  let nextId = 1;
  try {
    await write(wxr, await channelHead(strapi, site));
    for await (const story of storedStories(strapi)) {
      const id = nextId++;
      const file = story.inDefaultLanguage ? `${story.slug}.md` : `${story.slug}.${story.language}.md`;
      const { pictures, featured } = await writeMarkdown(folder, file, story, copies);
      for (const translation of story.translations) {
        await writeMarkdown(folder, `${story.slug}.${translation.language}.md`, translation, copies, story);
      }

      const html = renderMarkdown(
        withPictureAddresses(story.content, (address) => pictures.get(address)?.picture.url),
        { target: 'feed' },
      );
      const thumbnailId = featured && (featured.attachmentId ||= nextId++);
      await write(wxr, wxrStoryItem(site, wxrStoryOf(story, id, html, thumbnailId)));
      // A picture is one attachment, under the first story that shows it.
      for (const { picture, alt } of pictures.values()) {
        if (announced.has(picture)) continue;
        announced.add(picture);
        picture.attachmentId ||= nextId++;
        const caption = picture === featured ? (story.featured?.caption ?? undefined) : undefined;
        const title = path.posix.basename(picture.path);
        await write(
          wxr,
          wxrAttachmentItem(site, {
            id: picture.attachmentId,
            parentId: id,
            url: picture.url,
            title,
            alt,
            caption,
            date: story.date,
          }),
        );
      }
      stories += 1;
      options.onProgress?.(stories);
    }
    await write(wxr, WXR_FOOT);
  } finally {
    wxr.end();
    await closed;
  }
  return { stories, pictures: copies.count(), missingPictures: copies.missing };
}

/** The same files as a zip, for Settings › Export: written to a temporary folder, then zipped as it streams out. */
export async function exportArchive(strapi: Core.Strapi, writable: Writable, options: ExportOptions = {}): Promise<ExportCounts> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'journey-canvas-export-'));
  try {
    const counts = await exportSite(strapi, folder, options);
    const zip = new yazl.ZipFile();
    for (const inner of [STORIES_FOLDER, PICTURES_FOLDER]) {
      for (const name of (await fsp.readdir(path.join(folder, inner))).sort()) {
        zip.addFile(path.join(folder, inner, name), `${inner}/${name}`);
      }
    }
    zip.addFile(path.join(folder, WXR_FILE), WXR_FILE);
    zip.end();
    await pipeline(zip.outputStream, writable);
    return counts;
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}
