import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  describeImages,
  mergeImageText,
  POST_FIELDS,
  PREVIEW_TTL_MS,
  readPreviewToken,
  signPreviewToken,
  slugify,
  toFileIds,
  type PreviewTarget,
} from '@journey-canvas/shared';
import { environment } from '../../environment';
import { imageTextOf } from './image-text';
import { assertImagesExist, BLOG_POST_UID, preparePost } from './post-rules';

/**
 * Previews: a story shown as readers will see it, before it is published, at a signed link on the
 * site that expires after an hour. The admin previews its form as it stands (a snapshot, stored
 * until it expires); Strapi's panel previews a stored draft or published version.
 */

export const PREVIEW_UID = 'api::blog-post.post-preview';

type Data = Record<string, unknown>;

/** The site's preview page for a target, signed with PREVIEW_SECRET. */
export async function previewLink(target: PreviewTarget) {
  const env = environment();
  const { token, expiresAt } = await signPreviewToken(target, env.PREVIEW_SECRET);
  return { url: `${env.PUBLIC_SITE_URL.replace(/\/+$/, '')}/preview/${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks the form with the post rules (nothing is saved to the post) and keeps it as a snapshot
 * behind a new preview link. `id`, when given, is the post being edited: its slug and live date apply.
 */
export async function createSnapshotPreview(strapi: Core.Strapi, body: unknown) {
  const form = (body ?? {}) as Data;
  const documentId = typeof form.id === 'string' ? form.id : undefined;
  const existing = documentId
    ? ((await strapi
        .documents(BLOG_POST_UID)
        .findOne({ documentId, status: 'draft', populate: { images: true } })) as Data | null)
    : null;
  if (documentId && !existing) throw new errors.NotFoundError('Blog post not found');

  const fields = Object.fromEntries(Object.entries(form).filter(([key]) => (POST_FIELDS as string[]).includes(key)));
  const post = preparePost(fields, existing);
  await assertImagesExist(strapi, post.images);
  const imageText = mergeImageText(existing?.imageText, imageTextOf(form).imageText, post.images);
  if (!imageText.ok) throw new errors.ValidationError(imageText.message);
  const snapshot = {
    ...post,
    documentId: documentId ?? null,
    slug: (existing?.slug as string | undefined) ?? slugify(post.title),
    scheduledAt: typeof form.scheduledAt === 'string' ? form.scheduledAt : null,
    imageText: imageText.entries,
  };
  const expiresAt = new Date(Date.now() + PREVIEW_TTL_MS);
  const stored = await strapi.documents(PREVIEW_UID).create({ data: { post: snapshot, expiresAt } as never });
  return previewLink({ kind: 'snapshot', id: stored.documentId });
}

/** Media files by id, in the post's order. */
async function imagesFor(strapi: Core.Strapi, ids: number[]) {
  const files = await strapi.db.query('plugin::upload.file').findMany({ where: { id: { $in: ids } } });
  const byId = new Map(files.map((file) => [file.id as number, file]));
  return ids
    .map((id) => byId.get(id))
    .filter(Boolean)
    .map((file) => ({
      id: file.id as number,
      url: file.url,
      mime: file.mime,
      width: file.width,
      height: file.height,
      formats: file.formats,
      alternativeText: (file.alternativeText as string | null) ?? null,
      caption: (file.caption as string | null) ?? null,
    }));
}

/** When the page says the story was published: its live date, its publish time, or now. */
async function displayDate(strapi: Core.Strapi, documentId: unknown, scheduledAt: unknown): Promise<string> {
  const live =
    typeof documentId === 'string'
      ? await strapi.db
          .query(BLOG_POST_UID)
          .findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['publishedAt'] })
      : null;
  return new Date((live?.publishedAt as string | undefined) ?? (scheduledAt as string | null) ?? Date.now()).toISOString();
}

const POST_OUTPUT = ['documentId', 'title', 'slug', 'content', 'author', 'postType', 'metaTitle', 'metaDescription'] as const;
/** Where the story happened and when a guide was checked: a preview shows them as the article does. */
const DISCOVERY_OUTPUT = ['placeName', 'placeCountry', 'placeLatitude', 'placeLongitude', 'lastVerifiedAt'] as const;

/**
 * The post behind a preview token, shaped as the REST API shapes a post; `expired` or `invalid`
 * when the token allows nothing. The token is checked here again: the CMS has the last word.
 */
export async function readPreview(strapi: Core.Strapi, token: string): Promise<Data | 'expired' | 'invalid'> {
  const check = await readPreviewToken(token, environment().PREVIEW_SECRET);
  if (!check.ok) return check.reason;
  const { claims } = check;

  const source =
    claims.kind === 'snapshot'
      ? ((await strapi.documents(PREVIEW_UID).findOne({ documentId: claims.id }))?.post as Data | undefined)
      : ((await strapi
          .documents(BLOG_POST_UID)
          .findOne({ documentId: claims.id, status: claims.status, populate: { images: true } })) as Data | null);
  // A snapshot is deleted once expired; a document may have been deleted since.
  if (!source) return claims.kind === 'snapshot' ? 'expired' : 'invalid';

  const ids = toFileIds(source.images) ?? [];
  return {
    ...Object.fromEntries([...POST_OUTPUT, ...DISCOVERY_OUTPUT].map((key) => [key, source[key] ?? null])),
    documentId: source.documentId ?? `preview-${claims.id}`,
    publishedAt: await displayDate(strapi, source.documentId, source.scheduledAt),
    updatedAt: new Date().toISOString(),
    // The version's own words for its images: the form's for a snapshot, the draft's for a draft.
    images: describeImages(await imagesFor(strapi, ids), source.imageText),
  };
}

/** Snapshots past their hour are deleted; the scheduler calls this now and then. */
export async function purgeExpiredPreviews(strapi: Core.Strapi, now = new Date()) {
  await strapi.db.query(PREVIEW_UID).deleteMany({ where: { expiresAt: { $lt: now } } });
}
