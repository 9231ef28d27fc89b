import type { Core } from '@strapi/strapi';
import {
  DEFAULT_AUTHOR,
  DEFAULT_POST_TYPE,
  postSchema,
  sanitizeMarkdown,
  slugify,
  toFileIds,
  uniqueSlug,
} from '@journey-canvas/shared';
import { fieldError, parseOrThrow } from '../../validation';

export const BLOG_POST_UID = 'api::blog-post.blog-post';

type Data = Record<string, unknown>;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The user who made the request, as the post's `createdByAdmin` records them; `admin` otherwise. */
function requestingAdmin(strapi: Core.Strapi): string {
  const user = strapi.requestContext.get()?.state?.user as { username?: string; email?: string } | undefined;
  return user?.username || user?.email || 'admin';
}

async function assertImagesExist(strapi: Core.Strapi, ids: number[]) {
  const files = await strapi.db.query('plugin::upload.file').findMany({ where: { id: { $in: ids } }, select: ['id', 'mime'] });
  const images = new Set(files.filter((file) => String(file.mime).startsWith('image/')).map((file) => file.id));
  const missing = ids.filter((id) => !images.has(id));
  if (missing.length > 0) {
    throw fieldError('images', `Image ${missing.join(', ')} was not found. Please upload it again.`);
  }
}

async function slugFor(strapi: Core.Strapi, title: string, documentId?: string) {
  return uniqueSlug(title, async (slug) => {
    const owner = await strapi.db.query(BLOG_POST_UID).findOne({ where: { slug }, select: ['documentId'] });
    return Boolean(owner) && owner.documentId !== documentId;
  });
}

/**
 * The server's rules for a post, whatever door it came through: defaults, sanitized Markdown, the
 * shared schema, images that exist, a unique slug kept stable on edit, and `createdByAdmin` taken
 * from the signed-in user, never from the request body. Returns the data to store.
 */
export async function applyPostRules(
  strapi: Core.Strapi,
  data: Data,
  existing: Data | null,
  action: 'create' | 'update' | 'clone',
): Promise<Data> {
  // Images the request leaves out stay as stored; `null` removes them all.
  const images = toFileIds(data.images === undefined ? existing?.images : data.images);
  const merged: Data = { ...existing, ...data, images };
  const title = typeof merged.title === 'string' ? merged.title : undefined;

  const input = {
    postType: merged.postType || DEFAULT_POST_TYPE,
    title,
    content: typeof merged.content === 'string' ? sanitizeMarkdown(merged.content) : merged.content,
    author: blank(merged.author) ? DEFAULT_AUTHOR : merged.author,
    metaTitle: blank(merged.metaTitle) ? undefined : merged.metaTitle,
    metaDescription: merged.metaDescription,
    images,
  };
  const post = parseOrThrow(postSchema, input);
  await assertImagesExist(strapi, post.images);

  const keepSlug = action === 'update' && typeof existing?.slug === 'string' && existing.slug !== '';
  const documentId = action === 'update' ? (existing?.documentId as string | undefined) : undefined;
  return {
    ...data,
    ...post,
    metaTitle: post.metaTitle ?? post.title,
    metaDescription: post.metaDescription ?? null,
    // The author's page address (`/authors/journey-canvas-team`), kept beside the name it comes from.
    authorSlug: slugify(post.author),
    slug: keepSlug ? existing!.slug : await slugFor(strapi, post.title, documentId),
    createdByAdmin: action === 'update' ? (existing?.createdByAdmin ?? requestingAdmin(strapi)) : requestingAdmin(strapi),
  };
}
