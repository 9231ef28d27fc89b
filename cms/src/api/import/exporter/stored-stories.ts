import type { Core } from '@strapi/strapi';
import { describeImages, pathInLanguage } from '@journey-canvas/shared';
import { BLOG_POST_UID, NOT_TRASHED, REDIRECT_UID } from '../../../content-types';
import { defaultLanguage } from '../../../languages/site-languages';
import { postStatus } from '../../blog-post/admin-api/records';

/** A story as the export writes it: the version readers see when it is published, else the draft. */
export interface StoredStory {
  title: string;
  slug: string;
  content: string;
  author: string | null;
  authorSlug: string | null;
  postType: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  placeName: string | null;
  placeCountry: string | null;
  placeLatitude: number | null;
  placeLongitude: number | null;
  /** `YYYY-MM-DD`. */
  lastVerifiedAt: string | null;
  itinerary: unknown;
  status: 'published' | 'draft' | 'scheduled' | 'review';
  /** ISO 8601: the first publication, else the creation. */
  date: string;
  scheduledAt: string | null;
  tags: string[];
  featured: { url: string; alternativeText: string | null; caption: string | null } | null;
  /** Old paths that redirect here. */
  aliases: string[];
  language: string;
  /** False for a story written only in other languages than the site's default. */
  inDefaultLanguage: boolean;
  /** Its address on the site: `/articles/slug`, `/fr/articles/slug` (decision 100). */
  address: string;
  /** The story's other languages, each as it is written there (decision 100). */
  translations: StoredStory[];
}

type Row = Record<string, unknown>;

/** Read a page at a time, so thousands of stories never sit in memory together. */
const PAGE_SIZE = 100;

const POPULATE = {
  images: { select: ['id', 'url', 'alternativeText', 'caption'] },
  tags: { select: ['name'] },
};

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

function storyOf(draft: Row, live: Row | undefined, defaultLocale: string, address: string, aliases: string[]): StoredStory {
  const shown = live ?? draft;
  const [featured] = describeImages((shown.images as { id: number; url: string }[] | null) ?? [], shown.imageText) as {
    url: string;
    alternativeText?: string | null;
    caption?: string | null;
  }[];
  const { status } = postStatus(draft, live as { publishedAt: string; updatedAt: string } | undefined);
  const day = shown.lastVerifiedAt as string | Date | null;
  return {
    title: shown.title as string,
    slug: shown.slug as string,
    content: (shown.content as string | null) ?? '',
    author: (shown.author as string | null) ?? null,
    authorSlug: (shown.authorSlug as string | null) ?? null,
    postType: (shown.postType as string | null) ?? null,
    metaTitle: (shown.metaTitle as string | null) ?? null,
    metaDescription: (shown.metaDescription as string | null) ?? null,
    placeName: (shown.placeName as string | null) ?? null,
    placeCountry: (shown.placeCountry as string | null) ?? null,
    placeLatitude: (shown.placeLatitude as number | null) ?? null,
    placeLongitude: (shown.placeLongitude as number | null) ?? null,
    lastVerifiedAt: day ? (day instanceof Date ? day.toISOString() : String(day)).slice(0, 10) : null,
    itinerary: shown.itinerary ?? null,
    status: status === 'trash' ? 'draft' : status,
    date: (iso(shown.firstPublishedAt) ?? iso(live?.publishedAt) ?? iso(draft.createdAt))!,
    scheduledAt: iso(draft.scheduledAt),
    tags: ((shown.tags as { name: string }[] | null) ?? []).map((tag) => tag.name),
    featured: featured
      ? { url: featured.url, alternativeText: featured.alternativeText ?? null, caption: featured.caption ?? null }
      : null,
    aliases,
    language: draft.locale as string,
    inDefaultLanguage: draft.locale === defaultLocale,
    address,
    translations: [],
  };
}

/** Every redirect `from` pointing at one of these addresses, by address. */
async function aliasesOf(strapi: Core.Strapi, addresses: string[]): Promise<Map<string, string[]>> {
  const rows = (await strapi.db
    .query(REDIRECT_UID)
    .findMany({ where: { to: { $in: addresses } }, select: ['from', 'to'], orderBy: { id: 'asc' } })) as {
    from: string;
    to: string;
  }[];
  const byAddress = new Map<string, string[]>();
  for (const row of rows) byAddress.set(row.to, [...(byAddress.get(row.to) ?? []), row.from]);
  return byAddress;
}

/** These drafts' stories as the export writes them, each language's live version where it has one. */
async function storiesOf(strapi: Core.Strapi, drafts: Row[], defaultLocale: string): Promise<StoredStory[]> {
  const lives = (await strapi.db.query(BLOG_POST_UID).findMany({
    where: { publishedAt: { $notNull: true }, documentId: { $in: [...new Set(drafts.map((draft) => draft.documentId))] } },
    populate: POPULATE,
  })) as Row[];
  const liveOf = new Map(lives.map((live) => [`${live.documentId} ${live.locale}`, live]));
  const shown = drafts.map((draft) => {
    const live = liveOf.get(`${draft.documentId} ${draft.locale}`);
    const slug = ((live ?? draft).slug as string) ?? '';
    return { draft, live, address: pathInLanguage(`/articles/${slug}`, draft.locale as string, defaultLocale) };
  });
  const aliases = await aliasesOf(
    strapi,
    shown.map(({ address }) => address),
  );
  return shown.map(({ draft, live, address }) => storyOf(draft, live, defaultLocale, address, aliases.get(address) ?? []));
}

/** Each story once: its first draft row as the story, its others as its translations. */
async function storiesWithTranslations(strapi: Core.Strapi, rows: Row[], defaultLocale: string): Promise<StoredStory[]> {
  const stories = await storiesOf(strapi, rows, defaultLocale);
  const byDocument = new Map<unknown, StoredStory>();
  rows.forEach((row, index) => {
    const story = byDocument.get(row.documentId);
    if (story) story.translations.push(stories[index]!);
    else byDocument.set(row.documentId, stories[index]!);
  });
  return [...byDocument.values()];
}

/**
 * Every story outside the Trash, whatever its status, in the order they were written: the default
 * language's version with the story's other languages as its translations, then the stories
 * written only in other languages (decision 100).
 */
export async function* storedStories(strapi: Core.Strapi): AsyncGenerator<StoredStory> {
  const rows = strapi.db.query(BLOG_POST_UID);
  const locale = await defaultLanguage(strapi);
  const drafts = (where: Record<string, unknown>, limit?: number) =>
    rows.findMany({
      where: { publishedAt: null, ...NOT_TRASHED, ...where },
      orderBy: { id: 'asc' },
      limit,
      populate: POPULATE,
    }) as Promise<Row[]>;
  let after = 0;
  for (;;) {
    const originals = await drafts({ locale, id: { $gt: after } }, PAGE_SIZE);
    if (originals.length === 0) break;
    after = originals.at(-1)!.id as number;
    const translated = await drafts({ locale: { $ne: locale }, documentId: { $in: originals.map((draft) => draft.documentId) } });
    yield* await storiesWithTranslations(strapi, [...originals, ...translated], locale);
  }
  after = 0;
  for (;;) {
    const others = await drafts({ locale: { $ne: locale }, id: { $gt: after } }, PAGE_SIZE);
    if (others.length === 0) return;
    after = others.at(-1)!.id as number;
    const documents = [...new Set(others.map((draft) => draft.documentId))];
    const inDefault = (await rows.findMany({
      where: { locale, documentId: { $in: documents } },
      select: ['documentId'],
    })) as Row[];
    const withDefault = new Set(inDefault.map((row) => row.documentId));
    const alone = await drafts({ locale: { $ne: locale }, documentId: { $in: documents.filter((id) => !withDefault.has(id)) } });
    // A story is written out once, at the page holding its first row, with all its languages.
    const first = new Map<unknown, unknown>();
    for (const row of alone) if (!first.has(row.documentId)) first.set(row.documentId, row.id);
    const onThisPage = new Set(others.map((draft) => draft.id));
    yield* await storiesWithTranslations(
      strapi,
      alone.filter((row) => onThisPage.has(first.get(row.documentId))),
      locale,
    );
  }
}
