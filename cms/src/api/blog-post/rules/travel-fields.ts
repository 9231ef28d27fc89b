import type { Core } from '@strapi/strapi';
import { GPX_MIME_TYPE, ROUTE_MESSAGES } from '@journey-canvas/shared';
import { fieldError } from '../../../validation';

/** The file id column is 32-bit, and PostgreSQL refuses to compare it with a larger number. */
const MAX_FILE_ID = 2 ** 31 - 1;

/** Every GPX file in the media library was cleaned on upload (`upload/gpx-guard.ts`), so naming one is enough. */
export async function assertRouteIsGpx(strapi: Core.Strapi, id: number | undefined) {
  if (id === undefined) return;
  const file =
    id <= MAX_FILE_ID ? await strapi.db.query('plugin::upload.file').findOne({ where: { id }, select: ['id', 'mime'] }) : null;
  if (!file) throw fieldError('route', ROUTE_MESSAGES.notFound(id));
  if (file.mime !== GPX_MIME_TYPE) throw fieldError('route', ROUTE_MESSAGES.notGpx(id));
}
