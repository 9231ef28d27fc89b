/** An article page's data in one answer (decision 069); each query names its fields, so nothing private can leave. */
import type { Core } from '@strapi/strapi';
import { columnsReadBy, picturesWritten } from '@journey-canvas/shared';
import { storableText } from '../../../query-values';
import { COMMENT_UID } from '../../../content-types';
import { toPublicComment } from '../../comment/controllers/comment';
import { askedIn } from '../../comment/question-language';
import { defaultLanguage } from '../../../languages/site-languages';
import { rowsOfRareTags } from '../../tag/rules/tag-links';
import { BLOG_POST_UID } from '../../../content-types';

const RELATED_COUNT = 3;
const QUESTIONS_SHOWN = 200;

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

export function titleKeywords(title: string): string[] {
  const words = title.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  return [...new Set(words)].filter((word) => !COMMON_WORDS.has(word)).slice(0, 4);
}

const IMAGE = { select: ['id', 'url', 'alternativeText', 'caption', 'width', 'height', 'formats'] };
/** What the site's story cards read: its response schema has the same fields (decision 093). */
const CARD_FIELDS = ['documentId', 'slug', 'authorSlug', 'publishedAt', 'updatedAt', 'imageText', ...columnsReadBy('card')];
/** As the site's `postSchema`. */
const POST_FIELDS = [...new Set([...CARD_FIELDS, ...columnsReadBy('article')])];

const LIVE = { publishedAt: { $notNull: true }, trashedAt: null };

type Row = Record<string, unknown>;

export interface ArticleReading {
  post: Row;
  related: Row[];
  older: Row | null;
  newer: Row | null;
  questions: ReturnType<typeof toPublicComment>[];
  /** The media library's records of the pictures in the story's text, so the site can offer their sizes. */
  pictures: Row[];
  /** The story's other live languages and their addresses, for the page's alternates (decision 100). */
  translations: { locale: string; slug: string }[];
}

/** In one language: its neighbours and related stories are that language's too. */
export async function articleReading(strapi: Core.Strapi, slug: string, locale: string): Promise<ArticleReading | null> {
  // No story's address holds a NUL, which PostgreSQL refuses even to compare: not found, as on SQLite.
  if (!storableText(slug)) return null;
  const posts = strapi.db.query(BLOG_POST_UID);
  const post = (await posts.findOne({
    where: { ...LIVE, locale, slug },
    select: POST_FIELDS,
    populate: { images: IMAGE, route: { select: ['url', 'mime'] }, tags: { select: ['name', 'slug'] } },
  })) as Row | null;
  if (!post) return null;

  const cards = (where: Row, limit: number, order: 'asc' | 'desc' = 'desc') =>
    posts.findMany({
      where: { ...LIVE, locale, ...where },
      select: CARD_FIELDS,
      populate: { images: IMAGE },
      orderBy: [{ publishedAt: order }, { id: order }],
      limit,
    }) as Promise<Row[]>;

  const questionsLanguage = askedIn(locale, await defaultLanguage(strapi));
  const [related, [older = null], [newer = null], questions, pictures, translations] = await Promise.all([
    relatedStories(post, cards, (tags) => sharingTags(strapi, tags)),
    cards({ publishedAt: { $lt: post.publishedAt } }, 1),
    cards({ publishedAt: { $gt: post.publishedAt } }, 1, 'asc'),
    strapi.db.query(COMMENT_UID).findMany({
      where: { post: post.documentId, status: 'approved', ...questionsLanguage },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      limit: QUESTIONS_SHOWN,
    }) as Promise<Row[]>,
    picturesInText(strapi, String(post.content ?? '')),
    posts.findMany({
      where: { ...LIVE, documentId: post.documentId, locale: { $ne: locale } },
      select: ['locale', 'slug'],
    }) as Promise<{ locale: string; slug: string }[]>,
  ]);
  return {
    post,
    related,
    older,
    newer,
    questions: questions.map(toPublicComment),
    pictures,
    translations: translations.map(({ locale: code, slug: address }) => ({ locale: code, slug: address })),
  };
}

/** Found by address: the library's own (`/uploads/…` or a bucket's), or the CMS's absolute one. */
export function picturesInText(strapi: Core.Strapi, content: string): Promise<Row[]> {
  const addresses = new Set(
    picturesWritten(content).flatMap(({ address }) => {
      const uploads = address.indexOf('/uploads/');
      return uploads > 0 ? [address, address.slice(uploads)] : [address];
    }),
  );
  if (addresses.size === 0) return Promise.resolve([]);
  return strapi.db.query('plugin::upload.file').findMany({
    where: { url: { $in: [...addresses] } },
    select: ['url', 'width', 'height', 'formats'],
  }) as Promise<Row[]>;
}

/** The filter for stories sharing one of these tags (decision 075). */
async function sharingTags(strapi: Core.Strapi, tags: string[]): Promise<Row> {
  const rows = await rowsOfRareTags(strapi, tags);
  return rows ? { id: { $in: rows } } : { tags: { slug: { $in: tags } } };
}

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
