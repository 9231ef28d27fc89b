import { slugify, tagSlug } from '@journey-canvas/shared';

/**
 * WordPress's eXtended RSS 1.2, written a piece at a time: the channel's head (site, authors, terms),
 * then one `<item>` per story or picture, then the foot; no piece holds more than one story.
 */

export interface WxrSite {
  title: string;
  /** The public site's address, no trailing slash. */
  url: string;
}

export interface WxrAuthor {
  login: string;
  name: string;
}

export interface WxrStory {
  id: number;
  title: string;
  slug: string;
  /** HTML, pictures at absolute addresses. */
  html: string;
  excerpt: string;
  authorLogin: string;
  status: 'publish' | 'draft' | 'future' | 'pending';
  /** ISO 8601: the first publication, the planned one, or the creation of a draft. */
  date: string;
  /** The post type's label; none for the default type. */
  categories: string[];
  tags: string[];
  thumbnailId?: number;
  place?: { latitude: number; longitude: number; name: string };
}

export interface WxrAttachment {
  id: number;
  parentId: number;
  url: string;
  title: string;
  alt?: string;
  caption?: string;
  date: string;
}

/** What XML 1.0 cannot hold at all, even in CDATA. */
// eslint-disable-next-line no-control-regex -- these control characters are the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Any text as CDATA: a `]]>` inside is split across two sections, so it cannot end the first. */
export const cdata = (text: string) => `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

const escapeXml = (text: string) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** WordPress's `2024-05-01 07:30:00`, in UTC: the site's own zone is not known here. */
const wpDate = (iso: string) => iso.slice(0, 19).replace('T', ' ');
const rssDate = (iso: string) => new Date(iso).toUTCString().replace(/GMT$/, '+0000');

const meta = (key: string, value: string) =>
  `\t\t<wp:postmeta>\n\t\t\t<wp:meta_key>${cdata(key)}</wp:meta_key>\n\t\t\t<wp:meta_value>${cdata(value)}</wp:meta_value>\n\t\t</wp:postmeta>\n`;

export function wxrHead(site: WxrSite, authors: WxrAuthor[], categories: string[], tags: string[], now = new Date()): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<rss version="2.0"',
    '\txmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"',
    '\txmlns:content="http://purl.org/rss/1.0/modules/content/"',
    '\txmlns:wfw="http://wellformedweb.org/CommentAPI/"',
    '\txmlns:dc="http://purl.org/dc/elements/1.1/"',
    '\txmlns:wp="http://wordpress.org/export/1.2/"',
    '>',
    '<channel>',
    `\t<title>${escapeXml(site.title)}</title>`,
    `\t<link>${escapeXml(site.url)}</link>`,
    '\t<description></description>',
    `\t<pubDate>${rssDate(now.toISOString())}</pubDate>`,
    '\t<language>en</language>',
    '\t<wp:wxr_version>1.2</wp:wxr_version>',
    `\t<wp:base_site_url>${escapeXml(site.url)}</wp:base_site_url>`,
    `\t<wp:base_blog_url>${escapeXml(site.url)}</wp:base_blog_url>`,
    ...authors.map(
      (author, index) =>
        `\t<wp:author><wp:author_id>${index + 1}</wp:author_id><wp:author_login>${cdata(author.login)}</wp:author_login>` +
        `<wp:author_email>${cdata('')}</wp:author_email><wp:author_display_name>${cdata(author.name)}</wp:author_display_name>` +
        `<wp:author_first_name>${cdata('')}</wp:author_first_name><wp:author_last_name>${cdata('')}</wp:author_last_name></wp:author>`,
    ),
    ...categories.map(
      (name, index) =>
        `\t<wp:category><wp:term_id>${index + 1}</wp:term_id><wp:category_nicename>${cdata(slugify(name))}</wp:category_nicename>` +
        `<wp:category_parent>${cdata('')}</wp:category_parent><wp:cat_name>${cdata(name)}</wp:cat_name></wp:category>`,
    ),
    ...tags.map(
      (name, index) =>
        `\t<wp:tag><wp:term_id>${categories.length + index + 1}</wp:term_id><wp:tag_slug>${cdata(tagSlug(name))}</wp:tag_slug>` +
        `<wp:tag_name>${cdata(name)}</wp:tag_name></wp:tag>`,
    ),
    '\t<generator>Journey Canvas</generator>',
  ];
  return `${lines.join('\n')}\n`;
}

/** The fields every item has, story or picture. */
function itemStart(id: number, title: string, link: string, date: string, creator: string): string {
  return [
    '\t<item>',
    `\t\t<title>${cdata(title)}</title>`,
    `\t\t<link>${escapeXml(link)}</link>`,
    `\t\t<pubDate>${rssDate(date)}</pubDate>`,
    `\t\t<dc:creator>${cdata(creator)}</dc:creator>`,
    // Its own address, not WordPress's `?p=id`: the importer would redirect that from an address never served.
    `\t\t<guid isPermaLink="false">${escapeXml(link)}</guid>`,
    '\t\t<description></description>',
    `\t\t<wp:post_id>${id}</wp:post_id>`,
    `\t\t<wp:post_date>${cdata(wpDate(date))}</wp:post_date>`,
    `\t\t<wp:post_date_gmt>${cdata(wpDate(date))}</wp:post_date_gmt>`,
    `\t\t<wp:comment_status>${cdata('closed')}</wp:comment_status>`,
    `\t\t<wp:ping_status>${cdata('closed')}</wp:ping_status>`,
    `\t\t<wp:menu_order>0</wp:menu_order>`,
    `\t\t<wp:post_password>${cdata('')}</wp:post_password>`,
    '',
  ].join('\n');
}

export function wxrStoryItem(site: WxrSite, story: WxrStory): string {
  const link = `${site.url}/articles/${story.slug}`;
  const terms = [
    ...story.categories.map(
      (name) => `\t\t<category domain="category" nicename="${escapeXml(slugify(name))}">${cdata(name)}</category>\n`,
    ),
    ...story.tags.map(
      (tag) => `\t\t<category domain="post_tag" nicename="${escapeXml(tagSlug(tag))}">${cdata(tag)}</category>\n`,
    ),
  ];
  const place = story.place
    ? [
        meta('geo_latitude', String(story.place.latitude)),
        meta('geo_longitude', String(story.place.longitude)),
        meta('geo_address', story.place.name),
        meta('geo_public', '1'),
      ]
    : [];
  return (
    itemStart(story.id, story.title, link, story.date, story.authorLogin) +
    `\t\t<content:encoded>${cdata(story.html)}</content:encoded>\n` +
    `\t\t<excerpt:encoded>${cdata(story.excerpt)}</excerpt:encoded>\n` +
    `\t\t<wp:post_name>${cdata(story.slug)}</wp:post_name>\n` +
    `\t\t<wp:status>${cdata(story.status)}</wp:status>\n` +
    '\t\t<wp:post_parent>0</wp:post_parent>\n' +
    `\t\t<wp:post_type>${cdata('post')}</wp:post_type>\n` +
    '\t\t<wp:is_sticky>0</wp:is_sticky>\n' +
    terms.join('') +
    (story.thumbnailId ? meta('_thumbnail_id', String(story.thumbnailId)) : '') +
    place.join('') +
    '\t</item>\n'
  );
}

export function wxrAttachmentItem(site: WxrSite, picture: WxrAttachment): string {
  return (
    itemStart(picture.id, picture.title, picture.url, picture.date, '') +
    `\t\t<content:encoded>${cdata('')}</content:encoded>\n` +
    `\t\t<excerpt:encoded>${cdata(picture.caption ?? '')}</excerpt:encoded>\n` +
    `\t\t<wp:post_name>${cdata(slugify(picture.title))}</wp:post_name>\n` +
    `\t\t<wp:status>${cdata('inherit')}</wp:status>\n` +
    `\t\t<wp:post_parent>${picture.parentId}</wp:post_parent>\n` +
    `\t\t<wp:post_type>${cdata('attachment')}</wp:post_type>\n` +
    `\t\t<wp:attachment_url>${cdata(picture.url)}</wp:attachment_url>\n` +
    (picture.alt ? meta('_wp_attachment_image_alt', picture.alt) : '') +
    '\t</item>\n'
  );
}

export const WXR_FOOT = '</channel>\n</rss>\n';
