import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  mergeImageText,
  PREVIEW_TTL_MS,
  publishTimeProblem,
  signPreviewToken,
  slugify,
  type PreviewTarget,
} from '@journey-canvas/shared';
import { environment } from '../../../environment';
import { fieldError } from '../../../validation';
import { imageTextOf, writableFields } from '../admin-api/post-write';
import { BLOG_POST_UID, PREVIEW_UID } from '../../../content-types';
import { assertImagesExist, preparePost } from '../rules/post-rules';

/** Signed preview links; the admin previews its form as it stands, kept as a snapshot. */

type Data = Record<string, unknown>;

export async function previewLink(target: PreviewTarget) {
  const env = environment();
  const { token, expiresAt } = await signPreviewToken(target, env.PREVIEW_SECRET);
  return { url: `${env.PUBLIC_SITE_URL.replace(/\/+$/, '')}/preview/${token}`, expiresAt: expiresAt.toISOString() };
}

/** The preview shows the form's publish time as its date. */
function snapshotTime(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const problem = publishTimeProblem(value);
  if (problem) throw fieldError('scheduledAt', problem);
  return value as string;
}

/** Checked by the post rules, nothing saved to the post; `id` names the post being edited, whose slug applies. */
export async function createSnapshotPreview(strapi: Core.Strapi, form: Data) {
  const documentId = typeof form.id === 'string' ? form.id : undefined;
  const existing = documentId
    ? ((await strapi.documents(BLOG_POST_UID).findOne({
        documentId,
        status: 'draft',
        // The language the form edits; Strapi finds none in a language the site does not have.
        ...(typeof form.locale === 'string' ? { locale: form.locale } : {}),
        populate: { images: true },
      })) as Data | null)
    : null;
  if (documentId && !existing) throw new errors.NotFoundError('Blog post not found');

  const post = preparePost(writableFields(form), existing);
  await assertImagesExist(strapi, post.images);
  const imageText = mergeImageText(existing?.imageText, imageTextOf(form).imageText, post.images);
  if (!imageText.ok) throw new errors.ValidationError(imageText.message);
  const snapshot = {
    ...post,
    documentId: documentId ?? null,
    slug: (existing?.slug as string | undefined) ?? slugify(post.title),
    scheduledAt: snapshotTime(form.scheduledAt),
    imageText: imageText.entries,
  };
  const expiresAt = new Date(Date.now() + PREVIEW_TTL_MS);
  const stored = await strapi.documents(PREVIEW_UID).create({ data: { post: snapshot, expiresAt } as never });
  return previewLink({ kind: 'snapshot', id: stored.documentId });
}

export async function purgeExpiredPreviews(strapi: Core.Strapi, now = new Date()) {
  await strapi.db.query(PREVIEW_UID).deleteMany({ where: { expiresAt: { $lt: now } } });
}
