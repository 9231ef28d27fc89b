import path from 'node:path';
import matter from '@11ty/gray-matter';
import { isLanguageCode } from '@journey-canvas/shared';
import type { SourcePicture, SourceSkip, SourceStatus, SourceStory } from '../source-story';
import { fromRoot, jekyllName, rootPictureAddresses, servedAddress } from './static-site';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;
const texts = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).flatMap((item) => text(item) ?? []);
const number = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim()) ? Number(value) : NaN;
const first = <T>(values: T[]) => values.find((value) => value !== undefined && value !== null);
const firstText = (...values: unknown[]) => values.map(text).find(Boolean);

function isoDate(value: unknown): string | undefined {
  if (!(value instanceof Date) && typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** `image: x.jpg` with `image_alt`, Hugo's `cover: { image, alt, caption }`, or an object of another theme. */
function featuredImageOf(data: Fields, relative: string): SourcePicture | undefined {
  const named = first([
    data.image,
    data.cover,
    data.featured_image,
    data.featuredImage,
    data.heroImage,
    data.thumbnail,
    texts(data.images)[0],
  ]);
  const picture = isFields(named) ? named : { image: named };
  const address = firstText(picture.image, picture.src, picture.url, picture.path);
  if (!address) return undefined;
  return {
    address: fromRoot(address, relative),
    alt: firstText(picture.alt, data.image_alt, data.imageAlt, data.alt),
    caption: firstText(picture.caption, data.image_caption, data.imageCaption),
  };
}

/** `location: { lat, lng }`, `geo: { lat, lon }`, `place: { name, latitude, longitude }` or top-level `lat`/`lng`. */
function placeOf(data: Fields): SourceStory['place'] {
  for (const where of [data.location, data.geo, data.place, data].filter(isFields)) {
    const latitude = number(first([where.lat, where.latitude]));
    const longitude = number(first([where.lng, where.lon, where.long, where.longitude]));
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
      return { latitude, longitude, name: firstText(where.name, data.place, data.location), country: text(where.country) };
    }
  }
  return undefined;
}

/** A day as `YYYY-MM-DD`, whether YAML read it as a date or it was quoted. */
function dayOf(value: unknown): string | undefined {
  return isoDate(value)?.slice(0, 10);
}

function authorOf(data: Fields): SourceStory['author'] {
  const author = first([data.author, ...(Array.isArray(data.authors) ? data.authors : [data.authors])]);
  if (isFields(author)) return { name: text(author.name), email: text(author.email) };
  return text(author) ? { name: text(author) } : undefined;
}

/** Explicit addresses first (`permalink`, Hugo's `url`, `aliases`, Jekyll's `redirect_from`), else where the site served it. */
function oldAddressesOf(data: Fields, relative: string, slug: string | undefined, status: SourceStatus): string[] {
  // Eleventy's `permalink: false` was never served; `:year/:title` patterns are not addresses.
  const explicit = texts(first([data.permalink, data.url])).filter((address) => !address.includes('/:'));
  const served =
    explicit.length > 0 || data.permalink === false || status === 'draft' ? [] : [servedAddress(relative, slug) ?? []].flat();
  return [...new Set([...explicit, ...served, ...texts(data.aliases), ...texts(data.redirect_from)])];
}

const skip = (sourceId: string, reason: string, title?: string): SourceSkip => ({ sourceId, title, kind: 'other', reason });

/** `lisbon.fr.md` is Hugo's French `lisbon.md`: a language code before the extension. */
const LANGUAGE_IN_NAME = /^(.*)\.([a-z]{2})\.(?:md|markdown)$/i;

/** Front matter's `lang` (Hugo, Jekyll) or `language`/`locale`, else the file name's; the keys its languages share. */
function languageOf(data: Fields, relative: string): Pick<SourceStory, 'language' | 'translationKeys'> {
  const named = LANGUAGE_IN_NAME.exec(relative);
  const fromName = named && isLanguageCode(named[2]!.toLowerCase()) ? named[2]!.toLowerCase() : undefined;
  const language = firstText(data.lang, data.language, data.locale)?.toLowerCase() ?? fromName;
  const stem = fromName ? named![1]! : relative.replace(/\.(?:md|markdown)$/i, '');
  return { language, translationKeys: [...new Set([text(data.translationKey), stem].flatMap((key) => key ?? []))] };
}

/** One Markdown file of the folder, at `relative` (with `/`), as a story or why it is not one. */
export function readMarkdownStory(relative: string, raw: string, now = new Date()): SourceStory | SourceSkip {
  const sourceId = `markdown:${relative}`;
  const name = path.posix.basename(relative).toLowerCase();
  if (name.startsWith('_index.')) return skip(sourceId, 'a Hugo section list, not a story');
  if (name.startsWith('readme.')) return skip(sourceId, 'a README, not a story');
  if (raw.startsWith('+++')) return skip(sourceId, 'TOML front matter (+++) is not read: convert it to YAML (---)');
  let parsed: { data: Fields; content: string };
  try {
    // Options, even empty, keep gray-matter from caching every file it reads.
    parsed = matter(raw, {});
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number; column: number } };
    const where = mark ? ` (line ${mark.line + 1}, column ${mark.column + 1})` : '';
    return skip(sourceId, `Front matter could not be read: ${reason ? reason + where : (error as Error).message}`);
  }
  const { data, content } = parsed;
  const title = text(data.title);
  if (!title) return skip(sourceId, 'no title in its front matter');

  const jekyll = jekyllName(relative);
  const slug = text(data.slug) ?? jekyll?.slug;
  const dated = isoDate(first([data.date, data.pubDate, data.publishDate, jekyll?.date]));
  // A later `publishDate` is when it is planned (a Journey Canvas export writes one beside `draft: true`).
  const planned = isoDate(data.publishDate);
  const isFuture = (date: string | undefined) => Boolean(date && new Date(date) > now);
  const isDraft =
    data.draft === true || data.draft === 'true' || data.published === false || relative.split('/').includes('_drafts');
  const status: SourceStatus = isFuture(planned) || (!isDraft && isFuture(dated)) ? 'scheduled' : isDraft ? 'draft' : 'published';
  const publishedAt = isFuture(planned) ? planned : dated;
  // Jekyll reads `categories: travel europe` as two.
  const terms = (value: unknown) => texts(value).flatMap((term) => (jekyll ? term.split(/\s+/) : [term]));
  return {
    sourceId,
    title,
    slug,
    status,
    publishedAt,
    author: authorOf(data),
    excerpt: firstText(data.description, data.summary, data.excerpt),
    categories: terms(first([data.categories, data.category])),
    tags: terms(data.tags),
    featuredImage: featuredImageOf(data, relative),
    body: { format: 'markdown', text: rootPictureAddresses(content.replace(/^\s*\n/, ''), relative) },
    place: placeOf(data),
    metaTitle: text(data.metaTitle),
    itinerary: isFields(data.itinerary) || Array.isArray(data.itinerary) ? data.itinerary : undefined,
    lastVerifiedAt: dayOf(data.lastVerified),
    oldAddresses: oldAddressesOf(data, relative, slug, status),
    comments: [],
    notes: [],
    ...languageOf(data, relative),
  };
}
