import type { Core } from '@strapi/strapi';
import { GPX_MIME_TYPE, ROUTE_MESSAGES, type Post } from '@journey-canvas/shared';
import { fieldError } from '../../../validation';

/** The largest file id a column holds (PostgreSQL refuses to compare it with a larger number). */
const MAX_FILE_ID = 2 ** 31 - 1;

/**
 * A post's route must be a GPX file in the media library. Every GPX file there was cleaned on its
 * way in (the upload guard, `upload/gpx-guard.ts`), so naming one is all a post needs.
 */
export async function assertRouteIsGpx(strapi: Core.Strapi, id: number | undefined) {
  if (id === undefined) return;
  const file =
    id <= MAX_FILE_ID ? await strapi.db.query('plugin::upload.file').findOne({ where: { id }, select: ['id', 'mime'] }) : null;
  if (!file) throw fieldError('route', ROUTE_MESSAGES.notFound(id));
  if (file.mime !== GPX_MIME_TYPE) throw fieldError('route', ROUTE_MESSAGES.notGpx(id));
}

/** The itinerary and route as stored: none is null, so an emptied form field clears them. */
export const storedTravel = (post: Post) => ({
  itinerary: post.itinerary ?? null,
  route: post.route ?? null,
});
