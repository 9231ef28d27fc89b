import type { Core } from '@strapi/strapi';
import {
  languageName,
  pathInLanguage,
  picturesWritten,
  slugify,
  type ImportReport,
  type ReportItem,
} from '@journey-canvas/shared';
import { runAsDoor } from '../../../change-context';
import { BLOG_POST_UID } from '../../../content-types';
import { defaultLanguage, siteLanguages } from '../../../languages/site-languages';
import { preparePost } from '../../blog-post/rules/post-rules';
import { backdatePublication } from '../../blog-post/rules/publication-date';
import { htmlToMarkdown } from './html-to-markdown';
import { fingerprintOf, importLedger, type ImportLedger } from './import-ledger';
import { newReport, recordItem } from './import-report';
import { messageOf, OLD_FEED_PATHS, oldPathOf, redirect } from './old-addresses';
import { isSkip, type OpenedSource, type SourcePicture, type SourceStory } from './source-story';
import { authorNaming, type AuthorMap } from './story-author';
import { metaDescriptionOf, placeOf, postTypeOf, tagsOf } from './story-fields';
import { pictureShelf, withLibraryAddresses, type LibraryPicture, type PictureShelf } from './story-pictures';
import { importQuestions } from './story-questions';

export interface ImportOptions {
  dryRun?: boolean;
  authorMap?: AuthorMap;
  baseUrl?: string;
  /** Who asked for it in Settings › Import, for the History and the activity log; none from the command line. */
  actor?: string;
  /** After each story, for a progress line. */
  onProgress?: (report: ImportReport) => void;
}

interface Run {
  strapi: Core.Strapi;
  report: ImportReport;
  ledger: ImportLedger;
  shelf: PictureShelf;
  authorOf: Awaited<ReturnType<typeof authorNaming>>;
  options: ImportOptions;
  languages: string[];
  /** Each story read, by its source id and the keys its translations name it by: its documentId, empty when not brought over (decision 100). */
  translated: Map<string, string>;
  /** In a dry run, the pictures each story would have: a translation is checked with its story's. */
  wouldShow: Map<string, number[]>;
}

/** Where a story goes: a new story, or another language of one already here (decision 100). */
interface Target {
  locale: string;
  /** The story it translates. */
  documentId?: string;
}

const NO_PICTURE = 'Has no picture there: a drawn placeholder stands in until it has one of its own';
const NO_PICTURE_PUBLISHED = `${NO_PICTURE}; imported as a draft, to publish once it has`;

/** A scheduled story whose time is this close or past cannot be scheduled any more. */
const SCHEDULE_MARGIN_MS = 60_000;

/** The story's text as Markdown, with the pictures it names. */
function bodyOf(story: SourceStory) {
  if (story.body.format === 'html') return htmlToMarkdown(story.body.text);
  const pictures: SourcePicture[] = picturesWritten(story.body.text).map(({ address, alternativeText }) => ({
    address,
    alt: alternativeText,
  }));
  return { markdown: story.body.text, pictures, notes: [] };
}

/** How the source's status is written here: published, a draft, or a draft with a publish time. */
function publishingOf(story: SourceStory, notes: string[]): { status: 'published' | 'draft'; data: { scheduledAt?: string } } {
  if (story.status === 'published') return { status: 'published' as const, data: {} };
  // The reader says why (private, password-protected, members-only).
  if (story.status === 'private') return { status: 'draft' as const, data: {} };
  if (story.status === 'scheduled') {
    const when = story.publishedAt ? Date.parse(story.publishedAt) : NaN;
    if (when > Date.now() + SCHEDULE_MARGIN_MS)
      return { status: 'draft' as const, data: { scheduledAt: new Date(when).toISOString() } };
    notes.push('Scheduled there for a time now past: imported as a draft');
  }
  return { status: 'draft' as const, data: {} };
}

/** A story's pictures are fetched and encoded side by side: sharp's threads use both cores where one at a time used half. */
const PICTURES_AT_ONCE = 4;

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

/** Each picture from the library, the featured one first; what cannot be had is noted and left out. */
async function libraryPictures(run: Run, story: SourceStory, pictures: SourcePicture[], notes: string[]) {
  const all = [...(story.featuredImage ? [story.featuredImage] : []), ...pictures];
  const unique = all.filter((picture, index) => all.findIndex((other) => other.address === picture.address) === index);
  const libraries = await inBatches(unique, PICTURES_AT_ONCE, (picture) => run.shelf.get(picture));
  const addresses = new Map<string, string | null>();
  const got: { picture: SourcePicture; library: LibraryPicture }[] = [];
  unique.forEach((picture, index) => {
    const library = libraries[index]!;
    if ('problem' in library) {
      const problem = library.problem.includes(picture.address) ? library.problem : `${picture.address}: ${library.problem}`;
      notes.push(`Picture left out: ${problem}`);
      addresses.set(picture.address, null);
    } else {
      addresses.set(picture.address, library.url);
      got.push({ picture, library });
    }
  });
  return { addresses, got };
}

async function storyRow(strapi: Core.Strapi, documentId: string, locale: string) {
  return (await strapi.db.query(BLOG_POST_UID).findOne({ where: { documentId, locale }, select: ['slug', 'trashedAt'] })) as {
    slug: string;
    trashedAt: string | null;
  } | null;
}

/** The pictures a translation shows: its story's, as stored or as a dry run would have stored them. */
async function storyPictureIds(run: Run, documentId: string): Promise<number[]> {
  if (run.wouldShow.has(documentId)) return run.wouldShow.get(documentId)!;
  const story = (await run.strapi.db.query(BLOG_POST_UID).findOne({
    where: { documentId, locale: run.languages[0], publishedAt: null },
    populate: { images: { select: ['id'] } },
  })) as { images?: { id: number }[] } | null;
  return (story?.images ?? []).map((image) => image.id);
}

/** A translation's words about its story's featured picture, which is shared by its languages. */
function translatedImageText(pictureIds: number[], picture: SourcePicture | undefined) {
  const [first] = pictureIds;
  if (first === undefined || (!picture?.alt && !picture?.caption)) return {};
  return { imageText: [{ id: first, alternativeText: picture.alt || undefined, caption: picture.caption || undefined }] };
}

async function importStory(run: Run, story: SourceStory, target: Target): Promise<ReportItem> {
  const { strapi, ledger, options } = run;
  const dryRun = Boolean(options.dryRun);
  const { locale } = target;
  const translation = target.documentId !== undefined;
  const addressOf = (slug: string) => pathInLanguage(`/articles/${slug}`, locale, run.languages[0]!);
  const item: ReportItem = { sourceId: story.sourceId, title: story.title, outcome: 'imported', notes: [...story.notes] };
  const fingerprint = fingerprintOf(story);
  const known = await ledger.find(story.sourceId);
  const existing = known ? await storyRow(strapi, known.target, locale) : null;
  if (existing?.trashedAt) return { ...item, outcome: 'skipped', notes: ['In the Trash here: left there'] };
  if (existing && known?.fingerprint === fingerprint) {
    run.translated.set(story.sourceId, known.target);
    return { ...item, outcome: 'unchanged', address: addressOf(existing.slug), notes: [] };
  }

  const body = bodyOf(story);
  item.notes.push(...body.notes);
  // A translation shows the story's own pictures; its words about the featured one are its own.
  const pictured = translation ? { ...story, featuredImage: undefined } : story;
  const { addresses, got } = await libraryPictures(run, pictured, body.pictures, item.notes);
  const publishing = publishingOf(story, item.notes);
  let featured = translation ? undefined : got[0];
  let placeholderNote: string | undefined;
  if (!featured && !existing && !translation) {
    // A story needs a picture: a draft with a drawn one keeps the text until the editor gives it one.
    featured = { picture: { address: '', alt: '' }, library: await run.shelf.placeholder(story.title) };
    placeholderNote = publishing.status === 'published' ? NO_PICTURE_PUBLISHED : NO_PICTURE;
    publishing.status = 'draft';
  }
  const postType = postTypeOf(story.categories);
  const tags = tagsOf(story, postType);
  const meta = metaDescriptionOf(story.excerpt);
  const place = placeOf(story.place);
  item.notes.push(...tags.notes, ...meta.notes, ...place.notes);
  // What every language shares comes from the story a translation translates.
  const storyPictures = translation ? await storyPictureIds(run, target.documentId!) : [];
  const shared = translation
    ? {
        placeName: place.fields.placeName,
        placeCountry: place.fields.placeCountry,
        ...translatedImageText(storyPictures, story.featuredImage),
      }
    : { author: run.authorOf(story.author), postType, tags: tags.tags, lastVerifiedAt: story.lastVerifiedAt, ...place.fields };
  const data = {
    title: story.title,
    content: withLibraryAddresses(body.markdown, addresses),
    metaDescription: meta.metaDescription,
    ...(featured && {
      images: [featured.library.id],
      imageText: [
        {
          id: featured.library.id,
          alternativeText: featured.picture.alt || undefined,
          caption: featured.picture.caption || undefined,
        },
      ],
    }),
    metaTitle: story.metaTitle,
    itinerary: story.itinerary,
    ...shared,
    ...(existing ? {} : { slug: story.slug }),
    ...publishing.data,
  };
  const uploaded = [...got.map(({ library }) => library), ...(featured && !got.includes(featured) ? [featured.library] : [])];
  try {
    const slug = dryRun
      ? (preparePost(data, translation ? { images: storyPictures } : null), existing?.slug ?? slugify(story.slug || story.title))
      : await strapi.db.transaction(() =>
          writeStory(
            run,
            story,
            data,
            publishing.status,
            { ...target, documentId: known?.target ?? target.documentId },
            existing,
            fingerprint,
            item,
          ),
        );
    run.shelf.keep(uploaded);
    // A dry run's stories are not written, yet their translations are found as if they were.
    if (dryRun && !translation) {
      run.translated.set(story.sourceId, `dry run: ${story.sourceId}`);
      run.wouldShow.set(`dry run: ${story.sourceId}`, data.images ?? []);
    }
    if (placeholderNote) item.notes.push(placeholderNote);
    if (existing) item.outcome = 'updated';
    item.address = addressOf(slug);
    const asked = addressOf(slugify(story.slug || story.title));
    if (!existing && item.address !== asked) item.notes.push(`The address ${asked} was taken: this story is at ${item.address}`);
    // An address readers knew keeps working, also for a story that waits here for a picture: its
    // redirect answers as soon as the story is published.
    if (story.status === 'published') await redirectOldAddresses(run, story, item);
    return item;
  } catch (error) {
    await run.shelf.discard(uploaded);
    item.notes.push(messageOf(error));
    return { ...item, outcome: 'failed' };
  }
}

/** The story (or one language of it), its first publication date, its questions and its ledger line, all or nothing. */
async function writeStory(
  run: Run,
  story: SourceStory,
  data: Record<string, unknown>,
  status: 'published' | 'draft',
  { documentId, locale }: Target,
  existing: unknown,
  fingerprint: string,
  item: ReportItem,
): Promise<string> {
  const { strapi, ledger, report } = run;
  const documents = strapi.documents(BLOG_POST_UID);
  // Another language of a story here is an update of that story in its language, as the admin adds one.
  const written = documentId
    ? await documents.update({ documentId, locale, data: data as never, status })
    : await documents.create({ locale, data: data as never, status });
  if (!written) throw new Error('The story could not be written');
  const published = story.publishedAt ? new Date(story.publishedAt) : null;
  if (status === 'published' && published && published.getTime() < Date.now()) {
    await backdatePublication(strapi, written.documentId, published, locale);
  }
  if (!existing) item.notes.push(...(await importQuestions(strapi, report, written.documentId, story.comments, false)));
  await ledger.remember({ sourceId: story.sourceId, kind: 'story', target: written.documentId, fingerprint });
  run.translated.set(story.sourceId, written.documentId);
  return written.slug as string;
}

async function redirectOldAddresses(run: Run, story: SourceStory, item: ReportItem) {
  for (const address of story.oldAddresses) {
    const from = oldPathOf(address, run.options.baseUrl);
    if (!from) continue;
    const refused = await redirect(run.strapi, run.report, from, item.address!, Boolean(run.options.dryRun));
    if (refused) item.notes.push(refused);
  }
}

const FEEDS_OF: Record<OpenedSource['format'], string[]> = {
  wordpress: OLD_FEED_PATHS.filter((path) => path.startsWith('/feed')),
  ghost: ['/rss/'],
  markdown: OLD_FEED_PATHS.filter((path) => path.endsWith('.xml')),
};

/** A story's keys, as its translations name it (decision 100). */
function rememberKeys(run: Run, story: SourceStory) {
  const documentId = run.translated.get(story.sourceId) ?? '';
  for (const key of story.translationKeys ?? []) run.translated.set(`key:${key}`, documentId);
}

/**
 * A story in another of the site's languages goes to the story it translates where the source has
 * one, else it is a story in that language alone; a language the site lacks is left out, said.
 */
async function importTranslation(run: Run, story: SourceStory): Promise<ReportItem> {
  const locale = story.language!;
  if (!run.languages.includes(locale)) {
    const reason = `Written in ${languageName(locale)}, a language this site does not have: add it in Settings › Site details and import again`;
    return { sourceId: story.sourceId, title: story.title, outcome: 'skipped', notes: [reason] };
  }
  const documentId = (story.translationKeys ?? []).map((key) => run.translated.get(`key:${key}`)).find((id) => id !== undefined);
  if (documentId === '') {
    const reason = 'The story it translates was not brought over, so neither is this translation';
    return { sourceId: story.sourceId, title: story.title, outcome: 'skipped', notes: [reason] };
  }
  const item = await importStory(run, story, { locale, documentId });
  if (!documentId) {
    // Its other languages, later in the source, join it.
    rememberKeys(run, story);
    if (item.outcome === 'imported') {
      item.notes.push(`No ${languageName(run.languages[0]!)} version in the source: a story in ${languageName(locale)} alone`);
    }
  }
  return item;
}

/** Reads the source one story at a time and writes each through the CMS's own rules, as the door `import`. */
export async function runImport(strapi: Core.Strapi, source: OpenedSource, sourceName: string, options: ImportOptions = {}) {
  const report = newReport(sourceName, source.format, Boolean(options.dryRun));
  const ledger = importLedger(strapi);
  await runAsDoor(
    'import',
    async () => {
      const run: Run = {
        strapi,
        report,
        ledger,
        shelf: pictureShelf(strapi, source, ledger, report, Boolean(options.dryRun)),
        authorOf: await authorNaming(strapi, options.authorMap),
        options,
        languages: [await defaultLanguage(strapi), ...(await siteLanguages(strapi))].filter(
          (code, index, all) => all.indexOf(code) === index,
        ),
        translated: new Map(),
        wouldShow: new Map(),
      };
      // Translations wait for the stories they translate, which a folder may list after them (`a.fr.md` before `a.md`).
      const translations: SourceStory[] = [];
      for await (const entry of source.stories()) {
        // Attachments come over with the stories that show them.
        if (isSkip(entry) && entry.kind === 'attachment') continue;
        if (!isSkip(entry) && entry.language && entry.language !== run.languages[0]) {
          translations.push(entry);
          continue;
        }
        recordItem(
          report,
          isSkip(entry)
            ? { sourceId: entry.sourceId, title: entry.title, outcome: 'skipped', notes: [entry.reason] }
            : await importStory(run, entry, { locale: run.languages[0]! }),
        );
        if (!isSkip(entry)) rememberKeys(run, entry);
        options.onProgress?.(report);
      }
      for (const translation of translations) {
        recordItem(report, await importTranslation(run, translation));
        options.onProgress?.(report);
      }
      for (const path of FEEDS_OF[source.format]) await redirect(strapi, report, path, '/rss.xml', Boolean(options.dryRun));
    },
    strapi.requestContext,
    options.actor,
  );
  report.finishedAt = new Date().toISOString();
  return report;
}
