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

/**
 * Previews: a story shown as readers will see it, before it is published, at a signed link on the
 * site that expires after an hour. The admin previews its form as it stands (a snapshot, stored
 * until it expires); Strapi's panel previews a stored draft or published version.
 */

type Data = Record<string, unknown>;

/** The site's preview page for a target, signed with PREVIEW_SECRET. */
export async function previewLink(target: PreviewTarget) {
  const env = environment();
  const { token, expiresAt } = await signPreviewToken(target, env.PREVIEW_SECRET);
  return { url: `${env.PUBLIC_SITE_URL.replace(/\/+$/, '')}/preview/${token}`, expiresAt: expiresAt.toISOString() };
}

/** The form's publish time, which the preview shows as its date: a time with its zone, or none. */
function snapshotTime(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const problem = publishTimeProblem(value);
  if (problem) throw fieldError('scheduledAt', problem);
  return value as string;
}

/**
 * Checks the form with the post rules (nothing is saved to the post) and keeps it as a snapshot
 * behind a new preview link. `id`, when given, is the post being edited: its slug and live date apply.
 */
export async function createSnapshotPreview(strapi: Core.Strapi, form: Data) {
  const documentId = typeof form.id === 'string' ? form.id : undefined;
  const existing = documentId
    ? ((await strapi
        .documents(BLOG_POST_UID)
        .findOne({ documentId, status: 'draft', populate: { images: true } })) as Data | null)
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

/** Snapshots past their hour are deleted; the scheduler calls this now and then. */
export async function purgeExpiredPreviews(strapi: Core.Strapi, now = new Date()) {
  await strapi.db.query(PREVIEW_UID).deleteMany({ where: { expiresAt: { $lt: now } } });
}
