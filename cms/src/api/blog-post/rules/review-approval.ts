/** Publishing or scheduling ends review, by any door; that is the approval, so it is logged as `approve` (decision 045). */
import type { Core } from '@strapi/strapi';
import { recordActivity } from '../../../activity/record-activity';
import type { WriteAction, WriteStatus } from '../../../document-rules';
import { inLanguage } from '../../../languages/site-languages';
import { BLOG_POST_UID } from '../../../content-types';

type Data = Record<string, unknown>;
type Approval = 'published' | 'scheduled';

const OUT_OF_REVIEW = { reviewRequestedAt: null, reviewNote: null };

const recordApproval = (strapi: Core.Strapi, documentId: string, title: unknown, approval: Approval) =>
  recordActivity(strapi, {
    action: 'approve',
    post: documentId,
    postTitle: typeof title === 'string' ? title : null,
    detail: approval,
  });

export async function reviewAfterEdit(
  strapi: Core.Strapi,
  data: Data,
  existing: Data | null,
  action: WriteAction,
  status: WriteStatus,
): Promise<Data> {
  if (action !== 'update' || !existing) return {};
  const approval: Approval | undefined = status === 'published' ? 'published' : data.scheduledAt ? 'scheduled' : undefined;
  if (!approval) return {};
  if (existing.reviewRequestedAt) {
    await recordApproval(strapi, existing.documentId as string, data.title ?? existing.title, approval);
  }
  return OUT_OF_REVIEW;
}

/** For a publish that is not an edit (Strapi's panel, the scheduler). */
export async function leaveReviewOnPublish(strapi: Core.Strapi, documentId: string, locale?: string): Promise<void> {
  const posts = strapi.db.query(BLOG_POST_UID);
  const draft = (await posts.findOne({
    where: { documentId, ...inLanguage(locale), publishedAt: null },
    select: ['title', 'reviewRequestedAt', 'reviewNote'],
  })) as Data | null;
  if (!draft || (!draft.reviewRequestedAt && draft.reviewNote == null)) return;
  await posts.updateMany({ where: { documentId, ...inLanguage(locale), publishedAt: null }, data: OUT_OF_REVIEW });
  if (draft.reviewRequestedAt) await recordApproval(strapi, documentId, draft.title, 'published');
}
