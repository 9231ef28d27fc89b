import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { TRASH_MESSAGES } from '@journey-canvas/shared';
import { changeContext } from '../../../change-context';
import { BLOG_POST_UID, NOT_TRASHED } from '../../../content-types';
import { isDeleteForGood, moveToTrash } from './trash-moves';

/** Every door's Delete goes to the Trash (decision 044); only the Trash deletes for good. */
export function trashEveryDelete(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== BLOG_POST_UID || context.action !== 'delete' || isDeleteForGood()) return next();
    const { documentId } = context.params as { documentId?: string };
    const draft = documentId
      ? ((await strapi.db
          .query(BLOG_POST_UID)
          .findOne({ where: { documentId, publishedAt: null }, select: ['slug', 'trashedAt'] })) as {
          slug: string | null;
          trashedAt: string | null;
        } | null)
      : null;
    // Nothing to delete: Strapi answers as it does for any missing document.
    if (!draft || !documentId) return next();
    if (draft.trashedAt || !(await moveToTrash(strapi, documentId, draft.slug as string))) {
      throw new errors.ValidationError(TRASH_MESSAGES.alreadyInTrash);
    }
    return { documentId, entries: [] };
  });
}

/** Only the lists: a trashed post opened by its address still shows, and the post rules refuse every save of it. */
export function hideTrashInPanelLists(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== BLOG_POST_UID || (context.action !== 'findMany' && context.action !== 'count')) return next();
    if (changeContext(strapi.requestContext).door !== 'panel') return next();
    const params = context.params as { filters?: unknown };
    params.filters = params.filters ? { $and: [params.filters, NOT_TRASHED] } : NOT_TRASHED;
    return next();
  });
}
