import type { Core } from '@strapi/strapi';
import type { PostImageText } from '@journey-canvas/shared';
import { BLOG_POST_UID } from '../../../content-types';

/** Image texts are versioned with the post (decision 028); the live words go onto the files for the media library. */

export async function writeLiveImageTextToFiles(strapi: Core.Strapi, documentId: string) {
  const live = await strapi.db
    .query(BLOG_POST_UID)
    .findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['imageText'] });
  for (const { id, ...text } of (live?.imageText as PostImageText | null) ?? []) {
    if (Object.keys(text).length > 0) await strapi.db.query('plugin::upload.file').update({ where: { id }, data: text });
  }
}
