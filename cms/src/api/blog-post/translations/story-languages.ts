import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from '../../../content-types';
import { siteLanguages } from '../../../languages/site-languages';
import { postStatus, type LiveVersion } from '../admin-api/records';

type VersionRow = {
  locale: string;
  slug: string | null;
  trashedSlug: string | null;
  trashedAt: string | null;
  reviewRequestedAt: string | null;
  scheduledAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
};

export interface StoryLanguage {
  locale: string;
  status: ReturnType<typeof postStatus>['status'];
  slug: string | null;
  updatedAt: string;
}

/** The languages a story is written in, each with where it stands, in the site's order (the default first). */
export async function languagesOf(strapi: Core.Strapi, documentId: string): Promise<StoryLanguage[]> {
  const [rows, order] = await Promise.all([
    strapi.db.query(BLOG_POST_UID).findMany({
      where: { documentId },
      select: ['locale', 'slug', 'trashedSlug', 'trashedAt', 'reviewRequestedAt', 'scheduledAt', 'publishedAt', 'updatedAt'],
    }) as Promise<VersionRow[]>,
    siteLanguages(strapi),
  ]);
  const drafts = rows.filter((row) => row.publishedAt === null);
  const live = new Map(rows.filter((row) => row.publishedAt !== null).map((row) => [row.locale, row as LiveVersion]));
  const place = (locale: string) => (order.includes(locale) ? order.indexOf(locale) : order.length);
  return drafts
    .map((draft) => ({
      locale: draft.locale,
      status: postStatus(draft, live.get(draft.locale)).status,
      slug: draft.slug ?? draft.trashedSlug,
      updatedAt: draft.updatedAt,
    }))
    .sort((a, b) => place(a.locale) - place(b.locale) || a.locale.localeCompare(b.locale));
}

/** For a page of stories, the languages each is written in: one read of their drafts' languages. */
export async function translationsOf(strapi: Core.Strapi, documentIds: string[]): Promise<Map<string, string[]>> {
  const translations = new Map<string, string[]>();
  if (documentIds.length === 0) return translations;
  const rows = (await strapi.db.query(BLOG_POST_UID).findMany({
    where: { documentId: { $in: documentIds }, publishedAt: null },
    select: ['documentId', 'locale'],
  })) as { documentId: string; locale: string }[];
  for (const { documentId, locale } of rows) translations.set(documentId, [...(translations.get(documentId) ?? []), locale]);
  return translations;
}
