import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  DEFAULT_AUTHOR,
  DEFAULT_POST_TYPE,
  galleriesOf,
  GALLERY_MAX_PICTURES,
  isSitePicture,
  mergeImageText,
  picturesWritten,
  POST_COLUMNS,
  POST_FIELD_NAMES,
  POST_FIELD_SPECS,
  postSchema,
  sanitizeMarkdown,
  slugify,
  STORY_PICTURE_MESSAGES,
  toFileIds,
  TRASH_MESSAGES,
  uniqueSlug,
  type Post,
} from '@journey-canvas/shared';
import type { DocumentRules, WriteAction, WriteLocale, WriteStatus } from '../../../document-rules';
import { fieldError, parseOrThrow } from '../../../validation';
import { BLOG_POST_UID } from '../../../content-types';
import { checkSchedule, clearSchedule } from '../scheduling/schedule-rules';
import { moveAddress, updatedSlug } from './address-change';
import { assertRouteIsGpx } from './travel-fields';
import { writeLiveImageTextToFiles } from './live-image-text';
import { keepFirstPublicationDate } from './publication-date';
import { leaveReviewOnPublish, reviewAfterEdit } from './review-approval';
import { requestedTagNames, tagDocumentIds, tagNamesOf } from '../../tag/rules/post-tags';
import { assertMayTickEmail } from '../../newsletter/rules/email-tick';
import { queueStoryEmail } from '../../newsletter/sending/story-send';
import { environment } from '../../../environment';
import { changeContext } from '../../../change-context';
import { sitePictureBases } from '../../../upload/s3-storage';
import { translationStart } from '../translations/translation-start';
import { defaultLanguage } from '../../../languages/site-languages';
import { shareTagsWithTranslations } from '../translations/shared-tags';

type Data = Record<string, unknown>;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function requestingAdmin(strapi: Core.Strapi): string {
  const user = strapi.requestContext.get()?.state?.user as { username?: string; email?: string } | undefined;
  return user?.username || user?.email || 'admin';
}

/** The file id column is 32-bit, and PostgreSQL refuses to compare it with a larger number. */
const MAX_FILE_ID = 2 ** 31 - 1;

export async function assertImagesExist(strapi: Core.Strapi, ids: number[]) {
  const storable = ids.filter((id) => id <= MAX_FILE_ID);
  const files = await strapi.db
    .query('plugin::upload.file')
    .findMany({ where: { id: { $in: storable } }, select: ['id', 'mime'] });
  const images = new Set(files.filter((file) => String(file.mime).startsWith('image/')).map((file) => file.id));
  const missing = ids.filter((id) => !images.has(id));
  if (missing.length > 0) {
    throw fieldError('images', `Image ${missing.join(', ')} was not found. Please upload it again.`);
  }
}

/** Free within the story's language: a translation may share its story's address word for word. */
async function slugFor(strapi: Core.Strapi, title: string, documentId: string | undefined, locale: WriteLocale) {
  return uniqueSlug(title, async (slug) => {
    const owner = await strapi.db.query(BLOG_POST_UID).findOne({ where: { slug, locale }, select: ['documentId'] });
    return Boolean(owner) && owner.documentId !== documentId;
  });
}

/**
 * A Markdown picture of another site is refused with its address; one in raw HTML is dropped when
 * sanitized (decision 096). A gallery too large for a phone is refused with its count.
 */
function assertStoryPictures(content: string): void {
  const bases = sitePictureBases(environment());
  const borrowed = picturesWritten(content).find(({ address }) => !isSitePicture(address, bases));
  if (borrowed) throw fieldError('content', STORY_PICTURE_MESSAGES.notInLibrary(borrowed.address));
  const tooLarge = galleriesOf(content).find((count) => count > GALLERY_MAX_PICTURES);
  if (tooLarge) throw fieldError('content', STORY_PICTURE_MESSAGES.galleryTooLarge(tooLarge));
}

/** An imported story keeps its old blog's slug where it is free (decision 099); elsewhere a new story's comes from its title. */
const importedSlug = (strapi: Core.Strapi, data: Data, action: WriteAction) =>
  action === 'create' &&
  changeContext(strapi.requestContext).door === 'import' &&
  typeof data.slug === 'string' &&
  data.slug.trim()
    ? data.slug
    : null;

/** A post as it would be stored, checked but not written; saving and previewing both start here. */
export function preparePost(data: Data, existing: Data | null): Post {
  // Images the request leaves out stay as stored; `null` removes them all.
  const images = toFileIds(data.images === undefined ? existing?.images : data.images);
  const merged: Data = { ...existing, ...data, images };
  // A meta title that only repeated the title follows it, unless the same request sets it apart.
  const metaTitleFollows =
    existing !== null &&
    existing.metaTitle === existing.title &&
    (data.metaTitle === undefined || data.metaTitle === existing.metaTitle);
  if (typeof data.content === 'string') assertStoryPictures(data.content);
  const input = {
    ...Object.fromEntries(POST_FIELD_NAMES.map((name) => [name, merged[name]])),
    postType: merged.postType || DEFAULT_POST_TYPE,
    title: typeof merged.title === 'string' ? merged.title : undefined,
    // Pictures of other sites, or none (`<img src="x">`), go: readers would see them broken.
    content:
      typeof merged.content === 'string' ? sanitizeMarkdown(merged.content, sitePictureBases(environment())) : merged.content,
    author: blank(merged.author) ? DEFAULT_AUTHOR : merged.author,
    metaTitle: blank(merged.metaTitle) || metaTitleFollows ? undefined : merged.metaTitle,
    images,
    tags: tagNamesOf(merged.tags) ?? undefined,
    emailSubscribers: merged.emailSubscribers ?? undefined,
  };
  const post = parseOrThrow(postSchema, input);
  return { ...post, metaTitle: post.metaTitle ?? post.title };
}

/** Every column as stored: an emptied field clears it (decision 093). */
const storedColumns = (post: Post) =>
  Object.fromEntries(
    POST_COLUMNS.map((name) => [name, post[name] ?? (POST_FIELD_SPECS[name].kind === 'boolean' ? false : null)]),
  );

/**
 * Any write of a post, whatever door; `createdByAdmin` comes from the signed-in user, never the body.
 * A new language (`translate`) starts from the story's shared fields and keeps its owner.
 */
export async function applyPostRules(
  strapi: Core.Strapi,
  data: Data,
  source: Data | null,
  action: WriteAction,
  status: WriteStatus,
  locale?: WriteLocale,
): Promise<Data> {
  if (source?.trashedAt) throw new errors.ValidationError(TRASH_MESSAGES.changeInTrash);
  const existing = action === 'translate' && source ? translationStart(source) : source;
  // Tags: names from the admin API and REST, relation operations from Strapi's panel (decision 057).
  const tagsAsked = data.tags !== undefined;
  if (tagsAsked) data = { ...data, tags: await requestedTagNames(strapi, data.tags, existing?.tags) };
  const post = preparePost(data, existing);
  if (post.emailSubscribers && !existing?.emailSubscribers) assertMayTickEmail(strapi);
  await assertImagesExist(strapi, post.images);
  await assertRouteIsGpx(strapi, post.route);
  await checkSchedule(strapi, data, action === 'update' ? existing : null, status, locale);
  const review = await reviewAfterEdit(strapi, data, existing, action, status);
  const imageText = mergeImageText(existing?.imageText, data.imageText, post.images);
  if (!imageText.ok) throw fieldError('images', imageText.message);

  // An edit keeps the address unless it names another (decision 044); a new post's comes from its title.
  const hasSlug = action === 'update' && typeof existing?.slug === 'string' && existing.slug !== '';
  const documentId = action === 'update' || action === 'translate' ? (existing?.documentId as string | undefined) : undefined;
  const { tags, ...fields } = post;
  const tagWrite = tagsAsked || action !== 'update' ? { tags: await tagDocumentIds(strapi, tags ?? []) } : {};
  return {
    ...data,
    ...fields,
    ...tagWrite,
    ...storedColumns(post),
    route: post.route ?? null,
    imageText: imageText.entries,
    authorSlug: slugify(post.author),
    slug: hasSlug
      ? await updatedSlug(strapi, data.slug, existing!, locale)
      : await slugFor(strapi, importedSlug(strapi, data, action) ?? post.title, documentId, locale),
    trashedAt: null,
    trashedSlug: null,
    ...review,
    // A new story, or a copy, has not been published yet, whatever the copied version's date.
    ...(action === 'update' ? {} : { firstPublishedAt: null }),
    createdByAdmin:
      action === 'update' || action === 'translate'
        ? (existing?.createdByAdmin ?? requestingAdmin(strapi))
        : requestingAdmin(strapi),
    ...((action === 'clone' && data.scheduledAt === undefined) || data.scheduledAt === '' ? { scheduledAt: null } : {}),
  };
}

/** Strapi's panel could publish or discard a trashed post: refused, so Restore brings it back as it was (decision 040). */
async function refuseTrashed(strapi: Core.Strapi, documentId: string) {
  const trashed = await strapi.db
    .query(BLOG_POST_UID)
    .findOne({ where: { documentId, trashedAt: { $notNull: true } }, select: ['id'] });
  if (trashed) throw new errors.ValidationError(TRASH_MESSAGES.changeInTrash);
}

/** One writer at a time, as the slug is chosen before the write. */
export const blogPostRules: DocumentRules = {
  check: applyPostRules,
  populate: ['images', 'route', 'tags'],
  exclusive: true,
  beforeVersionChange: refuseTrashed,
  async beforePublish(strapi, documentId, locale) {
    await clearSchedule(strapi, documentId, locale);
    await leaveReviewOnPublish(strapi, documentId, locale);
  },
  async afterWrite(strapi, documentId, stored, existing, locale) {
    const from = existing?.slug;
    if (typeof from === 'string' && from !== '' && stored.slug !== from) {
      await moveAddress(strapi, documentId, from, stored.slug as string, locale);
    }
    if (stored.tags !== undefined && locale) await shareTagsWithTranslations(strapi, documentId, locale);
  },
  async afterPublish(strapi, documentId, locale) {
    await keepFirstPublicationDate(strapi, documentId, locale);
    // The media library and the newsletter speak the default language (decision 100).
    if (locale && locale !== (await defaultLanguage(strapi))) return;
    await writeLiveImageTextToFiles(strapi, documentId);
    // A story ticked "Email this story to subscribers" is emailed once, whichever door published it.
    await queueStoryEmail(strapi, documentId);
  },
};
