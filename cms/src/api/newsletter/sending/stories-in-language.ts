import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from '../../../content-types';
import type { EmailedStory } from '../emails/story-email';

export type SentStory = EmailedStory & { documentId: string };

/** Each story in the language where it is published in it, else as it is (decision 100). */
export async function storiesInLanguage<T extends SentStory>(strapi: Core.Strapi, stories: T[], language: string): Promise<T[]> {
  const translations = (await strapi.documents(BLOG_POST_UID).findMany({
    status: 'published',
    locale: language,
    filters: { documentId: { $in: stories.map((story) => story.documentId) } },
    populate: { images: true },
  })) as unknown as T[];
  const byDocument = new Map(translations.map((translation) => [translation.documentId, translation]));
  return stories.map((story) => byDocument.get(story.documentId) ?? story);
}
