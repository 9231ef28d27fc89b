/** What every source reader (WordPress, Ghost, a Markdown folder) gives the importer, one story at a time. */

/** A picture as the source names it: an absolute URL, or a path inside the source (zip or folder). */
export interface SourcePicture {
  address: string;
  alt?: string;
  caption?: string;
}

export interface SourceComment {
  sourceId: string;
  author: string;
  email?: string;
  body: string;
  /** ISO 8601. */
  date?: string;
  status: 'approved' | 'pending' | 'spam';
  /** A reply to another comment of the same story. */
  parentId?: string;
}

export type SourceStatus = 'published' | 'draft' | 'scheduled' | 'private';

export interface SourceStory {
  /** Stable across runs of the same source: `wordpress:<post_id>`, `ghost:<id>`, `markdown:<relative path>`. */
  sourceId: string;
  title: string;
  slug?: string;
  /** `private` (private or password-protected) comes over as a draft. */
  status: SourceStatus;
  /** ISO 8601: the first publication, or the planned one of a scheduled story. */
  publishedAt?: string;
  author?: { name?: string; email?: string; login?: string };
  excerpt?: string;
  categories: string[];
  tags: string[];
  featuredImage?: SourcePicture;
  /** HTML from WordPress and Ghost, Markdown from a folder; pictures in it keep their source addresses. */
  body: { format: 'html' | 'markdown'; text: string };
  place?: { latitude: number; longitude: number; name?: string; country?: string };
  /** A Journey Canvas export's own fields, read back on a round trip. */
  metaTitle?: string;
  /** The stops by day, as stored (checked by the post's rules when written). */
  itinerary?: unknown;
  /** `YYYY-MM-DD`. */
  lastVerifiedAt?: string;
  /** Where readers found it before: absolute URLs or site paths. */
  oldAddresses: string[];
  comments: SourceComment[];
  /** The language it is written in, where the source says so (decision 100). */
  language?: string;
  /**
   * What ties a story's languages together, the likeliest first: Hugo's `translationKey`, then the
   * file's path without its language (`posts/lisbon.fr.md` is `posts/lisbon`).
   */
  translationKeys?: string[];
  /** What the reader already knows will not come over whole ("password-protected: imported as a draft"). */
  notes: string[];
}

/** Something in the source that is not a story and was left out, with why. */
export interface SourceSkip {
  sourceId: string;
  title?: string;
  kind: 'page' | 'attachment' | 'other';
  reason: string;
}

/** Where a source's pictures are read from; `null` when it cannot be had, with why in `problem`. */
export interface PictureFile {
  filepath: string;
  name: string;
  /** Removes a temporary copy once uploaded. */
  release(): Promise<void>;
}

export interface OpenedSource {
  format: 'wordpress' | 'ghost' | 'markdown';
  /** Streams the stories; pages, attachments and other records come out as skips. */
  stories(): AsyncIterable<SourceStory | SourceSkip>;
  /** A picture of the source as a local file, or a reason it cannot be had. */
  picture(address: string): Promise<PictureFile | { problem: string }>;
  /** Removes anything unpacked. */
  close(): Promise<void>;
}

export const isSkip = (item: SourceStory | SourceSkip): item is SourceSkip => 'kind' in item && 'reason' in item;

/** A source that cannot be read at all: a clear sentence, never a stack. */
export class SourceError extends Error {}
