import type { Core } from '@strapi/strapi';
import { DEFAULT_NEWSLETTER_SETTINGS, type NewsletterSettings } from '@journey-canvas/shared';

export const NEWSLETTER_SETTING_UID = 'api::newsletter.newsletter-setting';

/** The defaults (digest off) until someone saves them. */
export async function readNewsletterSettings(strapi: Core.Strapi): Promise<NewsletterSettings> {
  const stored = (await strapi.documents(NEWSLETTER_SETTING_UID).findFirst({})) as Partial<NewsletterSettings> | null;
  return {
    digestEnabled: stored?.digestEnabled ?? DEFAULT_NEWSLETTER_SETTINGS.digestEnabled,
    digestWeekday: stored?.digestWeekday ?? DEFAULT_NEWSLETTER_SETTINGS.digestWeekday,
    digestHour: stored?.digestHour ?? DEFAULT_NEWSLETTER_SETTINGS.digestHour,
  };
}

export async function saveNewsletterSettings(strapi: Core.Strapi, settings: NewsletterSettings): Promise<NewsletterSettings> {
  const documents = strapi.documents(NEWSLETTER_SETTING_UID);
  const stored = (await documents.findFirst({})) as { documentId: string } | null;
  if (stored) await documents.update({ documentId: stored.documentId, data: settings });
  else await documents.create({ data: settings });
  return readNewsletterSettings(strapi);
}
