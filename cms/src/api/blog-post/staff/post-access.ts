import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ROLE_MESSAGES, type PostRights } from '@journey-canvas/shared';
import type { Staff } from '../../../admin-api/staff-of';
import { checkDocumentId } from '../../../query-values';
import { BLOG_POST_UID } from '../../../content-types';

/** users-permissions lets a role reach an action; these checks narrow it to the posts one may touch (decision 045). */

/** Null (the caller's 404) when there is no such post; an id with a NUL is a 400, as elsewhere. */
function draftOf(strapi: Core.Strapi, documentId: string) {
  checkDocumentId(documentId);
  return strapi.db
    .query(BLOG_POST_UID)
    .findOne({ where: { documentId, publishedAt: null }, select: ['createdByAdmin', 'scheduledAt'] }) as Promise<{
    createdByAdmin: string | null;
    scheduledAt: string | null;
  } | null>;
}

/** A missing post passes, for the 404. */
export async function assertMayOpen(strapi: Core.Strapi, staff: Staff, documentId: unknown) {
  if (staff.rights.everyPost || typeof documentId !== 'string') return;
  const draft = await draftOf(strapi, documentId);
  if (draft && draft.createdByAdmin !== staff.account) throw new errors.PolicyError(ROLE_MESSAGES.notYourPost);
}

/** A role that cannot publish changes no live or scheduled post: what readers see, or will, is a publisher's decision. */
export async function assertMayChange(strapi: Core.Strapi, staff: Staff, documentId: unknown) {
  await assertMayOpen(strapi, staff, documentId);
  if (staff.rights.publish || typeof documentId !== 'string') return;
  const draft = await draftOf(strapi, documentId);
  const live = await strapi.db
    .query(BLOG_POST_UID)
    .findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['id'] });
  if (draft && (live || draft.scheduledAt)) throw new errors.PolicyError(ROLE_MESSAGES.liveNotEditable);
}

const sameTime = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || (a != null && b != null && new Date(a as string).getTime() === new Date(b as string).getTime());

/** The fields only some roles decide; `stored` is the post as it is for an update, null for a create. */
export function assertMayWrite(staff: Staff, body: Record<string, unknown>, stored: Record<string, unknown> | null) {
  const { status, scheduledAt, publishedAt, createdByAdmin } = body;
  if (!staff.rights.publish) {
    if (status === 'published' || status === 'scheduled' || (scheduledAt != null && scheduledAt !== '')) {
      throw new errors.PolicyError(ROLE_MESSAGES.publishNotAllowed);
    }
    if (publishedAt !== undefined && !sameTime(publishedAt, stored?.publishedAt)) {
      throw new errors.PolicyError(ROLE_MESSAGES.publishedAtForged);
    }
  }
  // Editors and Administrators send whole records back; the post rules keep the stored account for them.
  if (staff.rights.everyPost) return;
  if (createdByAdmin !== undefined && createdByAdmin !== (stored ? stored.createdByAdmin : staff.account)) {
    throw new errors.PolicyError(ROLE_MESSAGES.ownerForged);
  }
}

export function assertRight(staff: Staff, right: keyof PostRights, message: string) {
  if (!staff.rights[right]) throw new errors.PolicyError(message);
}
