import type { SourceComment, SourcePicture, SourceSkip, SourceStatus, SourceStory } from '../source-story';
import { decodeEntities } from './html-entities';
import { addressPath } from './pictures';
import { expandShortcodes } from './wordpress-shortcodes';
import { childText, postMeta, type XmlNode } from './wxr-stream';

/** What the first pass over the export remembers: attachments may come after the posts that use them. */
export interface WordPressLibrary {
  attachments: Map<string, SourcePicture>;
  /** Attachment ids by the post they were uploaded to, for a `[gallery]` without ids. */
  attachedTo: Map<string, string[]>;
  authors: Map<string, { name?: string; email?: string }>;
}

/** Site plumbing that nobody would look for in the report. */
const UNREPORTED_TYPES = new Set([
  'nav_menu_item',
  'custom_css',
  'customize_changeset',
  'oembed_cache',
  'wp_global_styles',
  'wp_navigation',
  'user_request',
  'revision',
]);

/** Trashed comments have no status here, so they are left out. */
const COMMENT_STATUS: Record<string, SourceComment['status']> = { '1': 'approved', '0': 'pending', spam: 'spam' };

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

export function rememberRecord(library: WordPressLibrary, record: XmlNode): void {
  if (record.name === 'wp:author') {
    library.authors.set(childText(record, 'wp:author_login'), {
      name: decodeEntities(childText(record, 'wp:author_display_name')) || undefined,
      email: childText(record, 'wp:author_email') || undefined,
    });
    return;
  }
  if (childText(record, 'wp:post_type') !== 'attachment') return;
  const id = childText(record, 'wp:post_id');
  const parent = childText(record, 'wp:post_parent');
  library.attachments.set(id, {
    address: childText(record, 'wp:attachment_url') || childText(record, 'guid'),
    alt: postMeta(record).get('_wp_attachment_image_alt') || undefined,
    caption: childText(record, 'excerpt:encoded') || undefined,
  });
  if (parent && parent !== '0') library.attachedTo.set(parent, [...(library.attachedTo.get(parent) ?? []), id]);
}

/** "2024-05-01 09:30:00" as ISO 8601; WordPress writes zeros for no date, and the local date has no zone, so it is taken as UTC. */
function isoDate(gmt: string, local: string): string | undefined {
  const value = [gmt, local].find((date) => date && !date.startsWith('0000'));
  const match = value && /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value);
  return match ? new Date(`${match[1]}T${match[2]}Z`).toISOString() : undefined;
}

function statusOf(item: XmlNode): { status: SourceStatus; notes: string[] } {
  const status = childText(item, 'wp:status');
  if (childText(item, 'wp:post_password'))
    return { status: 'private', notes: ['password-protected on WordPress: imported as a draft'] };
  if (status === 'private') return { status: 'private', notes: ['private on WordPress: imported as a draft'] };
  if (status === 'future') return { status: 'scheduled', notes: [] };
  if (status === 'pending') return { status: 'draft', notes: ['pending review on WordPress'] };
  return { status: status === 'publish' ? 'published' : 'draft', notes: [] };
}

const termsOf = (item: XmlNode, domain: string) =>
  unique(
    item.children
      .filter((child) => child.name === 'category' && child.attributes.domain === domain)
      .map((child) => decodeEntities(child.text.trim())),
  );

function placeOf(meta: Map<string, string>): SourceStory['place'] {
  const coordinate = (key: string) => (meta.get(key)?.trim() ? Number(meta.get(key)) : NaN);
  const [latitude, longitude] = [coordinate('geo_latitude'), coordinate('geo_longitude')];
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return undefined;
  return { latitude, longitude, name: meta.get('geo_address') || undefined };
}

function commentsOf(item: XmlNode): SourceComment[] {
  const idOf = (id: string) => `wordpress:comment:${id}`;
  const comments = item.children
    .filter((child) => child.name === 'wp:comment')
    // Pingbacks and trackbacks are links from other sites, not readers' questions.
    .filter((node) => !['pingback', 'trackback'].includes(childText(node, 'wp:comment_type')))
    .flatMap((node): SourceComment[] => {
      const status = COMMENT_STATUS[childText(node, 'wp:comment_approved')];
      const parent = childText(node, 'wp:comment_parent');
      if (!status) return [];
      return [
        {
          sourceId: idOf(childText(node, 'wp:comment_id')),
          author: decodeEntities(childText(node, 'wp:comment_author')) || 'Anonymous',
          email: childText(node, 'wp:comment_author_email') || undefined,
          body: childText(node, 'wp:comment_content'),
          date: isoDate(childText(node, 'wp:comment_date_gmt'), childText(node, 'wp:comment_date')),
          status,
          parentId: parent && parent !== '0' ? idOf(parent) : undefined,
        },
      ];
    });
  const kept = new Set(comments.map((comment) => comment.sourceId));
  return comments.map((comment) =>
    comment.parentId && !kept.has(comment.parentId) ? { ...comment, parentId: undefined } : comment,
  );
}

/** Classic posts separate paragraphs by blank lines, which WordPress turns into paragraphs when it shows one. */
function paragraphsOf(html: string): string {
  return html
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      /^<(h[1-6]|ul|ol|blockquote|pre|figure|div|table|hr|p)\b/i.test(block) ? block : `<p>${block.replace(/\n/g, '<br>\n')}</p>`,
    )
    .join('\n');
}

/** The post's HTML as WordPress shows it: shortcodes expanded, and a classic post's paragraphs. */
function bodyOf(html: string, postId: string, library: WordPressLibrary) {
  const expanded = expandShortcodes(html, { byId: library.attachments, attached: library.attachedTo.get(postId) ?? [] });
  const isClassic = !/<p[\s>]|<!-- wp:/.test(html);
  return { html: isClassic ? paragraphsOf(expanded.html) : expanded.html, notes: expanded.notes };
}

function skipOf(item: XmlNode, type: string, status: string): SourceSkip | null {
  const skip = (kind: SourceSkip['kind'], reason: string): SourceSkip => ({
    sourceId: `wordpress:${childText(item, 'wp:post_id')}`,
    title: decodeEntities(childText(item, 'title')) || undefined,
    kind,
    reason,
  });
  if (type === 'page') return skip('page', 'a page, not a story');
  if (type === 'attachment')
    return skip('attachment', 'a media library entry: its picture comes over with the stories that use it');
  if (type !== 'post') return UNREPORTED_TYPES.has(type) ? null : skip('other', `a "${type}" record, not a story`);
  if (status === 'trash') return skip('other', 'in the WordPress trash');
  return null;
}

/** A WXR `<item>` as a story, a skip, or null for records nobody would miss (menus, automatic drafts). */
export function readItem(item: XmlNode, library: WordPressLibrary): SourceStory | SourceSkip | null {
  const type = childText(item, 'wp:post_type');
  const wpStatus = childText(item, 'wp:status');
  const skip = skipOf(item, type, wpStatus);
  if (skip || type !== 'post' || wpStatus === 'auto-draft' || wpStatus === 'inherit') return skip;

  const id = childText(item, 'wp:post_id');
  const meta = postMeta(item);
  const { status, notes } = statusOf(item);
  const login = childText(item, 'dc:creator');
  const thumbnail = meta.get('_thumbnail_id');
  const attachment = thumbnail ? library.attachments.get(thumbnail) : undefined;
  if (thumbnail && !attachment) notes.push(`its featured image (attachment ${thumbnail}) is not in the export`);
  const body = bodyOf(childText(item, 'content:encoded'), id, library);
  const guid = childText(item, 'guid');
  return {
    sourceId: `wordpress:${id}`,
    title: decodeEntities(childText(item, 'title')),
    slug: addressPath(childText(item, 'wp:post_name')) || undefined,
    status,
    publishedAt: isoDate(childText(item, 'wp:post_date_gmt'), childText(item, 'wp:post_date')),
    author: login ? { login, ...library.authors.get(login) } : undefined,
    excerpt: childText(item, 'excerpt:encoded') || undefined,
    categories: termsOf(item, 'category'),
    tags: termsOf(item, 'post_tag'),
    featuredImage: attachment && { ...attachment },
    body: { format: 'html', text: body.html },
    place: placeOf(meta),
    oldAddresses: unique([childText(item, 'link'), /[?&](p|page_id)=\d+/.test(guid) ? guid : '']),
    comments: commentsOf(item),
    notes: [...notes, ...body.notes],
  };
}
