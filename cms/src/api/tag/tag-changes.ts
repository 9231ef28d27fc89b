import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { TAG_MESSAGES } from '@journey-canvas/shared';
import { recordActivity } from '../../activity/record-activity';
import { takeTurn } from '../../document-rules';
import { checkDocumentId } from '../../query-values';
import { fieldError } from '../../validation';
import { BLOG_POST_UID } from '../../content-types';
import { announceTagChange } from '../../site-events/announce';
import { TAG_UID } from '../../content-types';
import { tagLinks } from './rules/tag-links';
import { redirectTagPage, tagPath } from './rules/tag-pages';

/** Renaming and merging tags (decision 057). A merge moves the join table's links, so no post is re-saved or revised. */
type Tag = { id: number; documentId: string; name: string; slug: string };

async function findTag(strapi: Core.Strapi, documentId: unknown): Promise<Tag | null> {
  if (typeof documentId !== 'string') return null;
  checkDocumentId(documentId);
  return strapi.db
    .query(TAG_UID)
    .findOne({ where: { documentId }, select: ['id', 'documentId', 'name', 'slug'] }) as Promise<Tag | null>;
}

export async function renameTag(strapi: Core.Strapi, documentId: string, name: unknown) {
  return strapi.db.transaction(async ({ trx }) => {
    await takeTurn(strapi, trx, BLOG_POST_UID);
    const tag = await findTag(strapi, documentId);
    if (!tag) throw new errors.NotFoundError(TAG_MESSAGES.notFound);
    if (typeof name !== 'string' || name.trim() === '') throw fieldError('name', TAG_MESSAGES.nameRequired);
    return (await strapi.documents(TAG_UID).update({ documentId, data: { name } })) as unknown as Tag;
  });
}

export async function mergeTag(strapi: Core.Strapi, documentId: string, intoId: unknown) {
  return strapi.db.transaction(async ({ trx }) => {
    await takeTurn(strapi, trx, BLOG_POST_UID);
    const tag = await findTag(strapi, documentId);
    if (!tag) throw new errors.NotFoundError(TAG_MESSAGES.notFound);
    const into = await findTag(strapi, intoId);
    if (!into) throw fieldError('mergeInto', TAG_MESSAGES.mergeTargetMissing);
    if (into.id === tag.id) throw fieldError('mergeInto', TAG_MESSAGES.mergeIntoItself);
    const links = tagLinks(strapi);
    const rows = () => links.rows().transacting(trx);
    const carrying = await rows().where(links.tag, tag.id).select(links.post);
    const postRows = carrying.map((row: Record<string, number>) => row[links.post]!);
    // A post row that has both keeps the one it merges into; the others move over.
    const both = rows().where(links.tag, into.id).select(links.post);
    await rows().where(links.tag, tag.id).whereIn(links.post, both).delete();
    await rows()
      .where(links.tag, tag.id)
      .update({ [links.tag]: into.id });
    const stories = postRows.length
      ? new Set(
          (
            (await strapi.db.query(BLOG_POST_UID).findMany({ where: { id: { $in: postRows } }, select: ['documentId'] })) as {
              documentId: string;
            }[]
          ).map((post) => post.documentId),
        ).size
      : 0;
    await strapi.documents(TAG_UID).delete({ documentId });
    await redirectTagPage(strapi, tagPath(tag.slug), tagPath(into.slug));
    await recordActivity(strapi, {
      action: 'tag-merge',
      detail: `${tag.name} → ${into.name} (${stories} stor${stories === 1 ? 'y' : 'ies'})`,
    });
    await announceTagChange(strapi, [tag.slug, into.slug]);
    return { ...into, merged: stories };
  });
}
