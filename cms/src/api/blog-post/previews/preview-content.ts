import type { Core } from '@strapi/strapi';
import { columnsReadBy, describeImages, readPreviewToken, tagSlug, toFileIds } from '@journey-canvas/shared';
import { tagNamesOf } from '../../tag/rules/post-tags';
import { environment } from '../../../environment';
import { BLOG_POST_UID, PREVIEW_UID } from '../../../content-types';

/** What a preview page shows: the story behind a signed link, as the REST API shapes a post. */

type Data = Record<string, unknown>;

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

/** A snapshot holds the route's id, a stored draft the file itself. */
async function routeFor(strapi: Core.Strapi, route: unknown) {
  const id = typeof route === 'object' && route !== null ? (route as { id?: unknown }).id : route;
  if (typeof id !== 'number') return null;
  const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id }, select: ['id', 'url', 'mime', 'name'] });
  return file ? { id: file.id as number, url: file.url as string, mime: file.mime as string, name: file.name as string } : null;
}

async function displayDate(strapi: Core.Strapi, documentId: unknown, scheduledAt: unknown): Promise<string> {
  const live =
    typeof documentId === 'string'
      ? await strapi.db
          .query(BLOG_POST_UID)
          .findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['publishedAt'] })
      : null;
  return new Date((live?.publishedAt as string | undefined) ?? (scheduledAt as string | null) ?? Date.now()).toISOString();
}

async function inTrash(strapi: Core.Strapi, documentId: unknown): Promise<boolean> {
  if (typeof documentId !== 'string') return false;
  const trashed = await strapi.db
    .query(BLOG_POST_UID)
    .findOne({ where: { documentId, trashedAt: { $notNull: true } }, select: ['id'] });
  return trashed !== null;
}

/** As a published article reads them (decision 093). */
const OUTPUT = ['documentId', 'slug', ...columnsReadBy('preview')];

/** The token is checked here again: the CMS has the last word. */
export async function readPreview(strapi: Core.Strapi, token: string): Promise<Data | 'expired' | 'invalid'> {
  const check = await readPreviewToken(token, environment().PREVIEW_SECRET);
  if (!check.ok) return check.reason;
  const { claims } = check;

  const source =
    claims.kind === 'snapshot'
      ? ((await strapi.documents(PREVIEW_UID).findOne({ documentId: claims.id }))?.post as Data | undefined)
      : ((await strapi.documents(BLOG_POST_UID).findOne({
          documentId: claims.id,
          status: claims.status,
          populate: { images: true, route: true, tags: true },
        })) as Data | null);
  // A snapshot is deleted once expired; a document may have been deleted since.
  if (!source) return claims.kind === 'snapshot' ? 'expired' : 'invalid';
  // A story moved to the Trash since the link was made shows nowhere, its previews included.
  if (await inTrash(strapi, source.documentId)) return 'invalid';

  const ids = toFileIds(source.images) ?? [];
  return {
    ...Object.fromEntries(OUTPUT.map((key) => [key, source[key] ?? null])),
    documentId: source.documentId ?? `preview-${claims.id}`,
    publishedAt: await displayDate(strapi, source.documentId, source.scheduledAt),
    updatedAt: new Date().toISOString(),
    // The version's own words for its images.
    images: describeImages(await imagesFor(strapi, ids), source.imageText),
    route: await routeFor(strapi, source.route),
    // A snapshot holds the form's names, a document its relation.
    tags: ((tagNamesOf(source.tags) as unknown[] | undefined) ?? [])
      .filter((name): name is string => typeof name === 'string')
      .map((name) => ({ name, slug: tagSlug(name) })),
  };
}
