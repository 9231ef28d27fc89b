import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { slugify } from '@journey-canvas/shared';
import { DEMO_CONTENT_READY } from '@journey-canvas/shared/server';
import { BLOG_POST_UID } from '../content-types';
import { backdatePublication } from '../api/blog-post/rules/publication-date';
import { drawLandscape } from '../drawing/landscape';
import { demoFilePath, loadSeedStories, loadSeedTranslations, type SeedStory, type SeedTranslation } from './stories';
import { changeSiteLanguages, siteLanguages } from '../languages/site-languages';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DrawnPicture {
  name: string;
  alternativeText: string;
  palette: SeedStory['palette'];
  seed: number;
}

async function uploadPicture(strapi: Core.Strapi, { name, alternativeText, palette, seed }: DrawnPicture) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'journey-canvas-seed-'));
  const filepath = path.join(dir, name);
  try {
    const picture = await drawLandscape(palette, seed);
    await fs.writeFile(filepath, picture);
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText } },
        files: { filepath, originalFilename: name, mimetype: 'image/jpeg', size: picture.length },
      });
    return file as { id: number; url: string };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** `![alt](drawn:2 "Caption")` in a demo story: a picture drawn for it, uploaded, and its address written in. */
const DRAWN_PICTURE = /!\[([^\]]*)\]\(drawn:(\d+)/g;

async function withDrawnPictures(strapi: Core.Strapi, story: SeedStory, index: number): Promise<string> {
  let content = story.content;
  for (const [whole, alternativeText, number] of story.content.matchAll(DRAWN_PICTURE)) {
    const { url } = await uploadPicture(strapi, {
      name: `${slugify(story.title)}-${number}.jpg`,
      alternativeText: alternativeText!,
      palette: story.palette,
      seed: (index + 1) * 100 + Number(number),
    });
    content = content.replace(whole, `![${alternativeText}](${url}`);
  }
  return content;
}

/** Through the upload service, so the GPX guard cleans it as it would an editor's. */
async function uploadRoute(strapi: Core.Strapi, name: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'journey-canvas-seed-'));
  const filepath = path.join(dir, name);
  try {
    await fs.copyFile(demoFilePath(strapi.dirs.app.root, name), filepath);
    const { size } = await fs.stat(filepath);
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name } },
        files: { filepath, originalFilename: name, mimetype: 'application/gpx+xml', size },
      });
    return file.id as number;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const daysBefore = (days: number) => new Date(Date.now() - days * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A newcomer sees the demo's translations at once: their languages join the site's (decision 100). */
async function addTranslatedLanguages(strapi: Core.Strapi, translations: SeedTranslation[]) {
  const languages = await siteLanguages(strapi);
  const missing = [...new Set(translations.map(({ language }) => language))].filter((code) => !languages.includes(code));
  if (missing.length > 0) await changeSiteLanguages(strapi, [...languages, ...missing]);
}

/** Through the admin API's own write, so the post rules make its address and check it. */
async function translate(strapi: Core.Strapi, documentId: string, translation: SeedTranslation) {
  const { language, ...text } = translation;
  await strapi.documents(BLOG_POST_UID).update({ documentId, locale: language, data: text as never, status: 'published' });
}

/** After the CMS listens (decision 082); once done, a flag keeps deleted stories deleted. */
export function seedDemoContentOnceListening(strapi: Core.Strapi) {
  strapi.server.httpServer.once('listening', () => {
    seedDemoContent(strapi).catch((error: Error) =>
      strapi.log.error(`Seeding the demo stories failed: ${error.stack ?? error.message}`),
    );
  });
}

/** Also called by `seed:bulk`, whose Strapi never listens: its posts need the demo pictures. */
export async function seedDemoContent(strapi: Core.Strapi) {
  const flag = strapi.store({ type: 'core', name: 'journey-canvas', key: 'demo-content-seeded' });
  if (await flag.get()) return strapi.log.info(`${DEMO_CONTENT_READY} (seeded before)`);

  const stories = loadSeedStories(strapi.dirs.app.root);
  const translations = loadSeedTranslations(strapi.dirs.app.root);
  await addTranslatedLanguages(strapi, [...translations.values()].flat());
  let created = 0;
  for (const [index, story] of stories.entries()) {
    const exists = await strapi.documents(BLOG_POST_UID).findFirst({ filters: { title: story.title }, fields: ['id'] });
    if (exists) continue;
    const featured = await uploadPicture(strapi, {
      name: `${slugify(story.title)}.jpg`,
      alternativeText: story.imageAlt,
      palette: story.palette,
      seed: index + 1,
    });
    const document = await strapi.documents(BLOG_POST_UID).create({
      data: {
        title: story.title,
        content: await withDrawnPictures(strapi, story, index),
        author: story.author,
        postType: story.postType,
        metaDescription: story.metaDescription,
        images: [featured.id],
        placeName: story.place?.name,
        placeCountry: story.place?.country,
        placeLatitude: story.place?.latitude,
        placeLongitude: story.place?.longitude,
        lastVerifiedAt: story.verifiedDaysAgo === undefined ? undefined : isoDay(daysBefore(story.verifiedDaysAgo)),
        itinerary: story.itinerary,
        route: story.route && (await uploadRoute(strapi, story.route)),
        tags: story.tags ?? [],
      } as never,
      status: 'published',
    });
    for (const translation of translations.get(story.file) ?? []) await translate(strapi, document.documentId, translation);
    // So lists and stats look lived-in, in every language.
    if (story.daysAgo > 0) await backdatePublication(strapi, document.documentId, daysBefore(story.daysAgo));
    created += 1;
  }
  await flag.set({ value: true });
  strapi.log.info(`${DEMO_CONTENT_READY}: seeded ${created} demo stories`);
}
