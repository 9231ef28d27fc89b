import type { Core } from '@strapi/strapi';
import { picturesWritten, slugify, type ImportReport, type ReportItem } from '@journey-canvas/shared';
import { runAsDoor } from '../../../change-context';
import { BLOG_POST_UID } from '../../../content-types';
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

async function storyRow(strapi: Core.Strapi, documentId: string) {
  return (await strapi.db.query(BLOG_POST_UID).findOne({ where: { documentId }, select: ['slug', 'trashedAt'] })) as {
    slug: string;
    trashedAt: string | null;
  } | null;
}

async function importStory(run: Run, story: SourceStory): Promise<ReportItem> {
  const { strapi, ledger, options } = run;
  const dryRun = Boolean(options.dryRun);
  const item: ReportItem = { sourceId: story.sourceId, title: story.title, outcome: 'imported', notes: [...story.notes] };
  const fingerprint = fingerprintOf(story);
  const known = await ledger.find(story.sourceId);
  const existing = known ? await storyRow(strapi, known.target) : null;
  if (existing?.trashedAt) return { ...item, outcome: 'skipped', notes: ['In the Trash here: left there'] };
  if (existing && known?.fingerprint === fingerprint) {
    return { ...item, outcome: 'unchanged', address: `/articles/${existing.slug}`, notes: [] };
  }

  const body = bodyOf(story);
  item.notes.push(...body.notes);
  const { addresses, got } = await libraryPictures(run, story, body.pictures, item.notes);
  const publishing = publishingOf(story, item.notes);
  let featured = got[0];
  let placeholderNote: string | undefined;
  if (!featured && !existing) {
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
  const data = {
    title: story.title,
    content: withLibraryAddresses(body.markdown, addresses),
    author: run.authorOf(story.author),
    postType,
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
    tags: tags.tags,
    metaTitle: story.metaTitle,
    itinerary: story.itinerary,
    lastVerifiedAt: story.lastVerifiedAt,
    ...place.fields,
    ...(existing ? {} : { slug: story.slug }),
    ...publishing.data,
  };
  const uploaded = [...got.map(({ library }) => library), ...(featured && !got.includes(featured) ? [featured.library] : [])];
  try {
    const slug = dryRun
      ? (preparePost(data, null), existing?.slug ?? slugify(story.slug || story.title))
      : await strapi.db.transaction(() =>
          writeStory(run, story, data, publishing.status, known?.target, existing, fingerprint, item),
        );
    run.shelf.keep(uploaded);
    if (placeholderNote) item.notes.push(placeholderNote);
    if (existing) item.outcome = 'updated';
    item.address = `/articles/${slug}`;
    if (!existing && slug !== slugify(story.slug || story.title))
      item.notes.push(`The address /articles/${slugify(story.slug || story.title)} was taken: this story is at ${item.address}`);
    if (publishing.status === 'published') await redirectOldAddresses(run, story, item);
    return item;
  } catch (error) {
    await run.shelf.discard(uploaded);
    item.notes.push(messageOf(error));
    return { ...item, outcome: 'failed' };
  }
}

/** The story, its first publication date, its questions and its ledger line, all or nothing. */
async function writeStory(
  run: Run,
  story: SourceStory,
  data: Record<string, unknown>,
  status: 'published' | 'draft',
  documentId: string | undefined,
  existing: unknown,
  fingerprint: string,
  item: ReportItem,
): Promise<string> {
  const { strapi, ledger, report } = run;
  const documents = strapi.documents(BLOG_POST_UID);
  const written = existing
    ? await documents.update({ documentId: documentId!, data: data as never, status })
    : await documents.create({ data: data as never, status });
  if (!written) throw new Error('The story could not be written');
  const published = story.publishedAt ? new Date(story.publishedAt) : null;
  if (status === 'published' && published && published.getTime() < Date.now()) {
    await backdatePublication(strapi, written.documentId, published);
  }
  if (!existing) item.notes.push(...(await importQuestions(strapi, report, written.documentId, story.comments, false)));
  await ledger.remember({ sourceId: story.sourceId, kind: 'story', target: written.documentId, fingerprint });
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
      };
      for await (const entry of source.stories()) {
        // Attachments come over with the stories that show them.
        if (isSkip(entry) && entry.kind === 'attachment') continue;
        recordItem(
          report,
          isSkip(entry)
            ? { sourceId: entry.sourceId, title: entry.title, outcome: 'skipped', notes: [entry.reason] }
            : await importStory(run, entry),
        );
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
