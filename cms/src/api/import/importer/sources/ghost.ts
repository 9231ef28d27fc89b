import type { OpenedSource, SourceSkip, SourceStatus, SourceStory } from '../source-story';
import { pictureDownloader } from './download';
import type { ReaderOptions } from './options';
import { addressPath, mediaOrDownload } from './pictures';

type Row = Record<string, unknown>;

/** The tables of a Ghost export the stories are made of. */
export interface GhostData {
  posts: Row[];
  posts_meta?: Row[];
  tags?: Row[];
  posts_tags?: Row[];
  users?: Row[];
  posts_authors?: Row[];
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const rows = (value: unknown) => (Array.isArray(value) ? value.filter(isRow) : []);

/** A Ghost export's data: `{ db: [{ meta, data }] }` from Ghost's admin, or `{ meta, data }`; null for anything else. */
export function ghostData(json: unknown): GhostData | null {
  const root = isRow(json) && Array.isArray(json.db) ? json.db[0] : json;
  if (!isRow(root) || !isRow(root.meta) || !isRow(root.data) || !Array.isArray(root.data.posts)) return null;
  return root.data as unknown as GhostData;
}

/** Ghost writes ISO strings, and milliseconds in exports before 1.0. */
function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Rows of a join table for one post, in Ghost's order. */
function joined(table: Row[] | undefined, postId: unknown, key: string, byId: Map<unknown, Row>): Row[] {
  return rows(table)
    .filter((row) => row.post_id === postId)
    .sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0))
    .flatMap((row): Row[] => [byId.get(row[key]) ?? []].flat());
}

function statusOf(post: Row): { status: SourceStatus; notes: string[] } {
  const visibility = text(post.visibility) ?? 'public';
  if (visibility !== 'public')
    return { status: 'private', notes: [`members-only on Ghost (${visibility}): imported as a draft`] };
  if (post.status === 'published') return { status: 'published', notes: [] };
  if (post.status === 'scheduled') return { status: 'scheduled', notes: [] };
  if (post.status === 'sent')
    return { status: 'draft', notes: ['sent as an email only, never on the site: imported as a draft'] };
  return { status: 'draft', notes: [] };
}

function storyReader(data: GhostData) {
  const byId = (table: Row[] | undefined) => new Map(rows(table).map((row) => [row.id, row]));
  const tags = byId(data.tags);
  const users = byId(data.users);
  const meta = new Map(rows(data.posts_meta).map((row) => [row.post_id, row]));

  return function readPost(post: Row): SourceStory | SourceSkip {
    const sourceId = `ghost:${String(post.id)}`;
    const title = text(post.title) ?? '';
    const type = text(post.type) ?? (post.page === true || post.page === 1 ? 'page' : 'post');
    if (type === 'page') return { sourceId, title, kind: 'page', reason: 'a page, not a story' };
    const html = typeof post.html === 'string' ? post.html : undefined;
    const editorFormat = ['lexical', 'mobiledoc'].find((format) => text(post[format]));
    if (html === undefined && editorFormat) {
      return {
        sourceId,
        title,
        kind: 'other',
        reason: `Ghost gave only its editor format (${editorFormat}), no HTML: export again from Ghost 5 or later`,
      };
    }
    const postMeta = meta.get(post.id) ?? {};
    const author = joined(data.posts_authors, post.id, 'author_id', users)[0] ?? users.get(post.author_id);
    const image = text(post.feature_image);
    const { status, notes } = statusOf(post);
    const slug = text(post.slug);
    return {
      sourceId,
      title,
      slug,
      status,
      publishedAt: isoDate(post.published_at),
      author: author && { name: text(author.name), email: text(author.email), login: text(author.slug) },
      excerpt: text(post.custom_excerpt) ?? text(postMeta.meta_description) ?? text(post.meta_description),
      // Ghost has only tags, and bloggers use them as categories: one naming a post type becomes it.
      categories: joined(data.posts_tags, post.id, 'tag_id', tags)
        .flatMap((tag) => text(tag.name) ?? [])
        // Tags starting with # are Ghost's internal ones, for themes, never shown to readers.
        .filter((name) => !name.startsWith('#')),
      tags: [],
      featuredImage: image
        ? {
            address: image,
            alt: text(postMeta.feature_image_alt) ?? text(post.feature_image_alt),
            caption: text(postMeta.feature_image_caption) ?? text(post.feature_image_caption),
          }
        : undefined,
      body: { format: 'html', text: html ?? '' },
      oldAddresses: slug ? [`/${slug}/`] : [],
      comments: [],
      notes,
    };
  };
}

/** `__GHOST_URL__/content/images/size/w600/2024/05/x.jpg` → `2024/05/x.jpg`: the original in `content/images`. */
function imagesPath(address: string): string | null {
  let pathname = address.replace(/^__GHOST_URL__/, '');
  try {
    pathname = new URL(pathname).pathname;
  } catch {
    // Already a site path.
  }
  const match = /\/content\/images\/(?:size\/[^/]+\/)?(?:format\/[^/]+\/)?(.+)$/.exec(addressPath(pathname));
  return match?.[1] ?? null;
}

/** A Ghost export already parsed; `media` is its `content/images` when there is one (a Ghost zip). */
export function openGhost(data: GhostData, options: ReaderOptions, removeUnpacked?: () => Promise<void>): OpenedSource {
  const downloader = pictureDownloader(options.limits);
  const readPost = storyReader(data);
  return {
    format: 'ghost',
    async *stories() {
      for (const post of rows(data.posts)) yield readPost(post);
    },
    picture: (address) => mediaOrDownload(address, options, downloader, imagesPath),
    async close() {
      await downloader.close();
      await removeUnpacked?.();
    },
  };
}
