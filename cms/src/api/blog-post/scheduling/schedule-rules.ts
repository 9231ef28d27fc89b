import type { Core } from '@strapi/strapi';
import { POST_MESSAGES, publishTimeProblem, scheduleProblem } from '@journey-canvas/shared';
import type { WriteStatus } from '../../../document-rules';
import { fieldError } from '../../../validation';
import { inLanguage } from '../../../languages/site-languages';
import { BLOG_POST_UID } from '../../../content-types';

type Data = Record<string, unknown>;

const sameTime = (a: unknown, b: unknown) =>
  (a === null || a === undefined ? null : new Date(a as string).getTime()) ===
  (b === null || b === undefined ? null : new Date(b as string).getTime());

/** A time unchanged is not checked again for being in the future; clearing it is always allowed. */
export async function checkSchedule(
  strapi: Core.Strapi,
  data: Data,
  existing: Data | null,
  status: WriteStatus,
  locale?: string,
) {
  const scheduledAt = data.scheduledAt;
  if (scheduledAt === undefined || scheduledAt === null || scheduledAt === '') return;
  const malformed = publishTimeProblem(scheduledAt);
  if (malformed) throw fieldError('scheduledAt', malformed);
  if (status === 'published') throw fieldError('scheduledAt', POST_MESSAGES.scheduleWithPublish);
  if (sameTime(scheduledAt, existing?.scheduledAt)) return;
  const problem = scheduleProblem(scheduledAt);
  if (problem) throw fieldError('scheduledAt', problem);
  const documentId = existing?.documentId as string | undefined;
  const live =
    documentId &&
    (await strapi.db
      .query(BLOG_POST_UID)
      .count({ where: { documentId, ...inLanguage(locale), publishedAt: { $notNull: true } } }));
  if (live) throw fieldError('scheduledAt', POST_MESSAGES.scheduleWhilePublished);
}

/** So the live version never carries a publish time. */
export async function clearSchedule(strapi: Core.Strapi, documentId: string, locale?: string): Promise<void> {
  await strapi.db.query(BLOG_POST_UID).updateMany({
    where: { documentId, ...inLanguage(locale), publishedAt: null, scheduledAt: { $notNull: true } },
    data: { scheduledAt: null },
  });
}
