import type { Core } from '@strapi/strapi';
import { describeImages } from '@journey-canvas/shared';
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
}

type Row = Record<string, unknown>;

/** Read a page at a time, so thousands of stories never sit in memory together. */
const PAGE_SIZE = 100;

const POPULATE = {
  images: { select: ['id', 'url', 'alternativeText', 'caption'] },
  tags: { select: ['name'] },
};

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

function storyOf(draft: Row, live: Row | undefined, aliases: string[]): StoredStory {
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
  };
}

/** Every redirect `from` pointing at one of these stories' addresses, by slug. */
async function aliasesOf(strapi: Core.Strapi, slugs: string[]): Promise<Map<string, string[]>> {
  const addresses = slugs.map((slug) => `/articles/${slug}`);
  const rows = (await strapi.db
    .query(REDIRECT_UID)
    .findMany({ where: { to: { $in: addresses } }, select: ['from', 'to'], orderBy: { id: 'asc' } })) as {
    from: string;
    to: string;
  }[];
  const bySlug = new Map<string, string[]>();
  for (const row of rows) {
    const slug = row.to.slice('/articles/'.length);
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), row.from]);
  }
  return bySlug;
}

/** Every story outside the Trash, whatever its status, in the order they were written; in the default language (decision 100). */
export async function* storedStories(strapi: Core.Strapi): AsyncGenerator<StoredStory> {
  const rows = strapi.db.query(BLOG_POST_UID);
  const locale = await defaultLanguage(strapi);
  let after = 0;
  for (;;) {
    const drafts = (await rows.findMany({
      where: { publishedAt: null, locale, ...NOT_TRASHED, id: { $gt: after } },
      orderBy: { id: 'asc' },
      limit: PAGE_SIZE,
      populate: POPULATE,
    })) as Row[];
    if (drafts.length === 0) return;
    after = drafts.at(-1)!.id as number;
    const lives = (await rows.findMany({
      where: { publishedAt: { $notNull: true }, locale, documentId: { $in: drafts.map((draft) => draft.documentId) } },
      populate: POPULATE,
    })) as Row[];
    const liveOf = new Map(lives.map((live) => [live.documentId, live]));
    const aliases = await aliasesOf(
      strapi,
      drafts.map((draft) => ((liveOf.get(draft.documentId) ?? draft).slug as string) ?? ''),
    );
    for (const draft of drafts) {
      const live = liveOf.get(draft.documentId);
      yield storyOf(draft, live, aliases.get(((live ?? draft).slug as string) ?? '') ?? []);
    }
  }
}
