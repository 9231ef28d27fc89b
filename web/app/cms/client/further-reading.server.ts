/** What an article offers to read next: related stories and its two neighbours in time. */
import { cached } from './answer-cache.server';
import { fetchCards } from './posts.server';
import type { Post, PostCard } from './schemas.server';

const RELATED_COUNT = 3;
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

/**
 * Three stories to read next: the newest sharing one of its tags first (issue 22), then of the same
 * category, then stories whose titles share a word with this one, then the newest of all. Kept
 * under a `list:` key, so any change purges it.
 */
export function relatedPosts(post: Pick<Post, 'slug' | 'title' | 'postType' | 'tags'>): Promise<PostCard[]> {
  return cached(`list:related:${post.slug}`, async () => {
    const chosen: PostCard[] = [];
    const add = (posts: PostCard[]) => {
      for (const candidate of posts) {
        if (chosen.length < RELATED_COUNT && !chosen.some((other) => other.slug === candidate.slug)) chosen.push(candidate);
      }
    };
    const query = { page: 1, pageSize: RELATED_COUNT + 2, notSlug: post.slug };
    const tags = (post.tags ?? []).map((tag) => tag.slug);
    if (tags.length > 0) add((await fetchCards({ ...query, anyTags: tags })).data);
    if (chosen.length < RELATED_COUNT && post.postType) add((await fetchCards({ ...query, postType: post.postType })).data);
    const words = titleKeywords(post.title);
    if (chosen.length < RELATED_COUNT && words.length > 0) add((await fetchCards({ ...query, titleWords: words })).data);
    if (chosen.length < RELATED_COUNT) add((await fetchCards(query)).data);
    return chosen;
  });
}

/** The stories published just before and just after this one, for "previous" and "next" links. */
export function neighbourPosts(
  post: Pick<Post, 'slug' | 'publishedAt'>,
): Promise<{ older: PostCard | null; newer: PostCard | null }> {
  return cached(`list:neighbours:${post.slug}`, async () => {
    const [older, newer] = await Promise.all([
      fetchCards({ page: 1, pageSize: 1, before: post.publishedAt }),
      fetchCards({ page: 1, pageSize: 1, after: post.publishedAt }),
    ]);
    return { older: older.data[0] ?? null, newer: newer.data[0] ?? null };
  });
}
