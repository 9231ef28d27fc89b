import { describeImages, embedOf, markdownToPlainText, renderMarkdown } from '@journey-canvas/shared';
import { environment } from '../../../environment';

/** Pieces every email is made of: escaped text, addresses readers can follow, a story's lead and picture. */

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const siteUrl = (path = '/') => `${environment().PUBLIC_SITE_URL.replace(/\/$/, '')}${path}`;

/** Mail clients need absolute addresses; S3's already are. */
export function mediaUrl(url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  const env = environment();
  return `${(env.CMS_PUBLIC_URL || `http://localhost:${env.CMS_PORT}`).replace(/\/$/, '')}${url}`;
}

interface StoredImage {
  id?: number;
  url: string;
  alternativeText?: string | null;
  formats?: Record<string, { url: string; width?: number }> | null;
}

export function featuredPicture(post: { images?: unknown; imageText?: unknown; title: string }, size: 'medium' | 'small') {
  const [image] = describeImages(((post.images as StoredImage[] | null) ?? []).filter(Boolean), post.imageText);
  if (!image) return null;
  const format = image.formats?.[size] ?? image.formats?.small ?? image.formats?.medium;
  return { src: mediaUrl(format?.url ?? image.url), alt: image.alternativeText || post.title };
}

const NOT_PROSE = /^\s*(?:#|!\[|\[!\[|>|[-*+]\s|\d+[.)]\s|```|~~~|\||<|:::|\[\^)/;

/** A video or map alone on its line (a bare address or `[Title](address)`): the reader finds it on the site. */
const isEmbed = (block: string) => Boolean(embedOf(block.trim().match(/^\[[^\]]*\]\((\S+)\)$/)?.[1] ?? block.trim()));

/** The opening paragraphs, up to about 300 characters; the email sends the reader to the site for the rest. */
export function leadMarkdown(content: string): string {
  const lead: string[] = [];
  let length = 0;
  for (const block of content.split(/\n\s*\n/)) {
    if (!block.trim() || NOT_PROSE.test(block) || isEmbed(block)) {
      if (lead.length > 0) break;
      continue;
    }
    // The notes are not in the email, so neither are their marks.
    lead.push(block.trim().replace(/\[\^[^\]\s]+\]/g, ''));
    length += block.length;
    if (length >= 300 || lead.length >= 2) break;
  }
  return lead.join('\n\n');
}

export const leadHtml = (content: string) => renderMarkdown(leadMarkdown(content), { target: 'feed' });
export const leadText = (content: string) => markdownToPlainText(leadMarkdown(content));

export const longDate = (date: string | Date, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));
