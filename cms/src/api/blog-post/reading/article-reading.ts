/**
 * Everything an article page shows from the CMS, in one answer (decision 069): the
 * published post, three stories to read next, its two neighbours in time and its approved
 * questions. The site made five to eight requests for these; each cost the CMS a request's
 * whole path (routing, permissions, parameter validation, output sanitizing) for one small query.
 * Here the queries go straight to Strapi's query engine, each naming the fields it returns, so
 * nothing private can leave and nothing needs sanitizing afterwards.
 */
import type { Core } from '@strapi/strapi';
import { storableText } from '../../../query-values';
import { COMMENT_UID } from '../../../content-types';
import { toPublicComment } from '../../comment/controllers/comment';
import { rowsOfRareTags } from '../../tag/rules/tag-links';
import { BLOG_POST_UID } from '../../../content-types';

/** How many related stories an article offers, and the most approved questions it shows. */
const RELATED_COUNT = 3;
const QUESTIONS_SHOWN = 200;

/** Words too common to say two titles are about the same thing. */
const COMMON_WORDS = new Set([
  'about',
  'after',
  'from',
  'guide',
  'into',
  'more',
  'that',
  'their',
  'this',
  'trip',
  'what',
  'when',
  'where',
  'with',
  'your',
]);

/** The words of a title that say what it is about: four letters or more, common words left out, four at most. */
export function titleKeywords(title: string): string[] {
  const words = title.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  return [...new Set(words)].filter((word) => !COMMON_WORDS.has(word)).slice(0, 4);
}

/** A picture as the site draws it. */
const IMAGE = { select: ['id', 'url', 'alternativeText', 'caption', 'width', 'height', 'formats'] };
/** What a story card, a neighbour link and a list show (the site's `cardSchema`). */
const CARD_FIELDS = [
  'documentId',
  'title',
  'slug',
  'author',
  'authorSlug',
  'postType',
  'publishedAt',
  'updatedAt',
  'imageText',
  'placeName',
  'placeCountry',
  'placeLatitude',
  'placeLongitude',
  'lastVerifiedAt',
];
/** A whole post as its page shows it (the site's `postSchema`). */
const POST_FIELDS = [...CARD_FIELDS, 'content', 'metaTitle', 'metaDescription', 'itinerary'];

/** Live stories: published, outside the Trash (decision 040). */
const LIVE = { publishedAt: { $notNull: true }, trashedAt: null };

type Row = Record<string, unknown>;

export interface ArticleReading {
  post: Row;
  related: Row[];
  older: Row | null;
  newer: Row | null;
  questions: ReturnType<typeof toPublicComment>[];
}

/** The article page's data for a live story's slug, or null when no live story has it. */
export async function articleReading(strapi: Core.Strapi, slug: string): Promise<ArticleReading | null> {
  // No story's address holds a NUL, which PostgreSQL refuses even to compare: not found, as on SQLite.
  if (!storableText(slug)) return null;
  const posts = strapi.db.query(BLOG_POST_UID);
  const post = (await posts.findOne({
    where: { ...LIVE, slug },
    select: POST_FIELDS,
    populate: { images: IMAGE, route: { select: ['url', 'mime'] }, tags: { select: ['name', 'slug'] } },
  })) as Row | null;
  if (!post) return null;

  const cards = (where: Row, limit: number, order: 'asc' | 'desc' = 'desc') =>
    posts.findMany({
      where: { ...LIVE, ...where },
      select: CARD_FIELDS,
      populate: { images: IMAGE },
      orderBy: [{ publishedAt: order }, { id: order }],
      limit,
    }) as Promise<Row[]>;

  const [related, [older = null], [newer = null], questions] = await Promise.all([
    relatedStories(post, cards, (tags) => sharingTags(strapi, tags)),
    cards({ publishedAt: { $lt: post.publishedAt } }, 1),
    cards({ publishedAt: { $gt: post.publishedAt } }, 1, 'asc'),
    strapi.db.query(COMMENT_UID as never).findMany({
      where: { post: post.documentId, status: 'approved' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      limit: QUESTIONS_SHOWN,
    }) as Promise<Row[]>,
  ]);
  return { post, related, older, newer, questions: questions.map(toPublicComment) };
}

/** The filter for stories sharing one of these tags (decision 075). */
async function sharingTags(strapi: Core.Strapi, tags: string[]): Promise<Row> {
  const rows = await rowsOfRareTags(strapi, tags);
  return rows ? { id: { $in: rows } } : { tags: { slug: { $in: tags } } };
}

/**
 * Three stories to read next: the newest sharing one of its tags first, then of the same
 * category, then stories whose titles share a word with this one, then the newest of all.
 */
async function relatedStories(
  post: Row,
  cards: (where: Row, limit: number) => Promise<Row[]>,
  sharing: (tags: string[]) => Promise<Row>,
): Promise<Row[]> {
  const chosen: Row[] = [];
  const taken = new Set([post.slug]);
  const add = (found: Row[]) => {
    for (const candidate of found) {
      if (chosen.length < RELATED_COUNT && !taken.has(candidate.slug)) {
        chosen.push(candidate);
        taken.add(candidate.slug);
      }
    }
  };
  const tags = ((post.tags ?? []) as Row[]).map((tag) => tag.slug as string);
  const words = titleKeywords(String(post.title));
  const wanted = [
    tags.length > 0 && (await sharing(tags)),
    typeof post.postType === 'string' && { postType: post.postType },
    words.length > 0 && { $or: words.map((word) => ({ title: { $containsi: word } })) },
    {},
  ];
  for (const where of wanted) {
    if (chosen.length >= RELATED_COUNT) break;
    if (where) add(await cards({ ...where, slug: { $ne: post.slug } }, RELATED_COUNT + 2));
  }
  return chosen;
}
