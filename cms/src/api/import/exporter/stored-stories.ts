import type { Core } from '@strapi/strapi';
import { describeImages } from '@journey-canvas/shared';
import { pathInLanguage } from '@journey-canvas/shared';
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

function storyOf(draft: Row, live: Row | undefined, address: string, aliases: string[]): StoredStory {
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
  return shown.map(({ draft, live, address }) => storyOf(draft, live, address, aliases.get(address) ?? []));
}

/**
 * Every story outside the Trash, whatever its status, in the order they were written: the default
 * language's version with the story's other languages as its translations (decision 100).
 */
export async function* storedStories(strapi: Core.Strapi): AsyncGenerator<StoredStory> {
  const rows = strapi.db.query(BLOG_POST_UID);
  const locale = await defaultLanguage(strapi);
  let after = 0;
  for (;;) {
    const originals = (await rows.findMany({
      where: { publishedAt: null, locale, ...NOT_TRASHED, id: { $gt: after } },
      orderBy: { id: 'asc' },
      limit: PAGE_SIZE,
      populate: POPULATE,
    })) as Row[];
    if (originals.length === 0) return;
    after = originals.at(-1)!.id as number;
    const translated = (await rows.findMany({
      where: { publishedAt: null, locale: { $ne: locale }, documentId: { $in: originals.map((draft) => draft.documentId) } },
      orderBy: [{ locale: 'asc' }],
      populate: POPULATE,
    })) as Row[];
    const stories = await storiesOf(strapi, [...originals, ...translated], locale);
    const byDocument = new Map(originals.map((draft, index) => [draft.documentId, stories[index]!]));
    translated.forEach((draft, index) => byDocument.get(draft.documentId)!.translations.push(stories[originals.length + index]!));
    yield* byDocument.values();
  }
}
