import type { Core } from '@strapi/strapi';
import { DIGEST_MAX_STORIES, DIGEST_SLOT_GRACE_MS, latestDigestSlot } from '@journey-canvas/shared';
import { recordActivity } from '../../../activity/record-activity';
import { BLOG_POST_UID, NOT_TRASHED } from '../../../content-types';
import { digestEmail } from '../emails/digest-email';
import { readNewsletterSettings } from '../settings';
import { SENDS_TABLE } from './newsletter-tables';
import { createSend, sendLanguages } from './sends';
import { storiesInLanguage, type SentStory } from './stories-in-language';
import { deliverAfterCommit } from './story-send';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Before the first digest, a week back. */
async function lastDigestAt(strapi: Core.Strapi, now: Date): Promise<Date> {
  const last = (await strapi.db.getConnection(SENDS_TABLE).where('kind', 'digest').max({ at: 'created_at' }).first()) as
    { at: string | number | Date | null } | undefined;
  return last?.at ? new Date(last.at) : new Date(now.getTime() - WEEK_MS);
}

/** Null when there is nothing new (no email about nothing) or the key was used. */
export async function queueDigest(strapi: Core.Strapi, key: string, now = new Date()) {
  const since = await lastDigestAt(strapi, now);
  return strapi.db.transaction(async () => {
    const published = {
      status: 'published' as const,
      filters: { publishedAt: { $gt: since, $lte: now }, ...NOT_TRASHED },
    };
    const { languages, defaultLanguage } = await sendLanguages(strapi);
    const stories = (await strapi.documents(BLOG_POST_UID).findMany({
      ...published,
      locale: defaultLanguage,
      sort: { publishedAt: 'desc' },
      limit: DIGEST_MAX_STORIES,
      populate: { images: true },
    })) as unknown as SentStory[];
    if (stories.length === 0) return null;
    // The email lists the newest; the rest are counted in it, with a link to every story.
    const total =
      stories.length < DIGEST_MAX_STORIES
        ? stories.length
        : await strapi.documents(BLOG_POST_UID).count({ ...published, locale: defaultLanguage });
    let first: { id: number; queued: number } | undefined;
    for (const language of languages) {
      const listed = language === defaultLanguage ? stories : await storiesInLanguage(strapi, stories, language);
      const send = await createSend(
        strapi,
        {
          key: language === defaultLanguage ? key : `${key}:${language}`,
          kind: 'digest',
          content: digestEmail(listed, total, { language, defaultLanguage }),
          language,
        },
        now,
      );
      if (!send) return null;
      first = first ? { ...first, queued: first.queued + send.queued } : send;
    }
    await recordActivity(strapi, {
      action: 'newsletter-send',
      detail: `Digest of ${total} stor${total === 1 ? 'y' : 'ies'} emailed to ${first!.queued} subscriber${first!.queued === 1 ? '' : 's'}`,
    });
    await deliverAfterCommit(strapi);
    return { ...first!, stories: total };
  });
}

/** One digest per slot (weekday and hour, UTC), across every CMS process. */
export async function sendDueDigest(strapi: Core.Strapi, now = new Date()) {
  const settings = await readNewsletterSettings(strapi);
  if (!settings.digestEnabled) return null;
  const slot = latestDigestSlot(settings, now);
  if (now.getTime() - slot.getTime() > DIGEST_SLOT_GRACE_MS) return null;
  const key = `digest:${slot.toISOString()}`;
  if (await strapi.db.getConnection(SENDS_TABLE).where('key', key).first('id')) return null;
  return queueDigest(strapi, key, now);
}
