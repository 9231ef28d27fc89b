import type { Core } from '@strapi/strapi';
import type { PostImageText } from '@journey-canvas/shared';
import { BLOG_POST_UID } from '../../../content-types';

/**
 * Image alt text and captions are the post's own (`imageText`, decision 028), so Draft & Publish
 * versions them with the rest of the story: a draft's new words stay off the live post until it
 * is published. The media library keeps showing meaningful words: publishing writes the live
 * version's words onto the files.
 */

/** After a publish: the live version's words onto its media files, in the publish's transaction. */
export async function writeLiveImageTextToFiles(strapi: Core.Strapi, documentId: string) {
  const live = await strapi.db
    .query(BLOG_POST_UID)
    .findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['imageText'] });
  for (const { id, ...text } of (live?.imageText as PostImageText | null) ?? []) {
    if (Object.keys(text).length > 0) await strapi.db.query('plugin::upload.file').update({ where: { id }, data: text });
  }
}
