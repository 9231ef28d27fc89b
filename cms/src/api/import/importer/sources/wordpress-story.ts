import type { SourceComment, SourcePicture, SourceSkip, SourceStatus, SourceStory } from '../source-story';
import { decodeEntities } from './html-entities';
import { addressPath } from './pictures';
import { childText, postMeta, type XmlNode } from './wxr-stream';

export interface Attachment {
  url: string;
  alt?: string;
  caption?: string;
}

/** What the first pass over the export remembers: attachments may come after the posts that use them. */
export interface WordPressLibrary {
  attachments: Map<string, Attachment>;
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
    url: childText(record, 'wp:attachment_url') || childText(record, 'guid'),
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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const figure = (picture: Attachment) =>
  `<figure><img src="${escapeHtml(picture.url)}" alt="${escapeHtml(picture.alt ?? '')}">` +
  `${picture.caption ? `<figcaption>${escapeHtml(picture.caption)}</figcaption>` : ''}</figure>`;

/**
 * WordPress renders shortcodes and paragraphs when it shows a post, not in the export: galleries name
 * pictures by attachment id, captions wrap an image, and classic posts separate paragraphs by blank lines.
 */
function bodyOf(html: string, postId: string, library: WordPressLibrary): string {
  const withGalleries = html.replace(/\[gallery([^\]]*)\]/g, (whole, attributes: string) => {
    const listed = /ids=["']?([\d,\s]+)/.exec(attributes)?.[1]?.split(',');
    const ids = (listed ?? library.attachedTo.get(postId) ?? []).map((id) => id.trim());
    const pictures = ids.flatMap((id) => library.attachments.get(id) ?? []);
    return pictures.length > 0 ? `<figure class="wp-block-gallery">${pictures.map(figure).join('')}</figure>` : whole;
  });
  const withCaptions = withGalleries.replace(
    /\[caption[^\]]*\]\s*((?:<a[^>]*>\s*)?<img[^>]*>(?:\s*<\/a>)?)([\s\S]*?)\[\/caption\]/g,
    (_whole, image: string, caption: string) => `<figure>${image}<figcaption>${caption.trim()}</figcaption></figure>`,
  );
  if (/<p[\s>]|<!-- wp:/.test(withCaptions)) return withCaptions;
  return withCaptions
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      /^<(h[1-6]|ul|ol|blockquote|pre|figure|div|table|hr|p)\b/i.test(block) ? block : `<p>${block.replace(/\n/g, '<br>\n')}</p>`,
    )
    .join('\n');
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
  const featuredImage: SourcePicture | undefined = attachment && {
    address: attachment.url,
    alt: attachment.alt,
    caption: attachment.caption,
  };
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
    featuredImage,
    body: { format: 'html', text: bodyOf(childText(item, 'content:encoded'), id, library) },
    place: placeOf(meta),
    oldAddresses: unique([childText(item, 'link'), /[?&](p|page_id)=\d+/.test(guid) ? guid : '']),
    comments: commentsOf(item),
    notes,
  };
}
