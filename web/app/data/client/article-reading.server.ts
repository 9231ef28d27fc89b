/** An article page's data in one request (decision 069), under a `list:` key: any post change can change what it offers. */
import { POST_FETCH_RETRIES } from '@journey-canvas/shared';
import { z } from 'zod';
import { cached } from './answer-cache.server';
import { questionSchema } from './questions.server';
import { CmsError, request } from './request.server';
import { describedCardSchema, describedPostSchema, imageSchema } from './schemas.server';
import { cmsLanguage } from '../page-language.server';

const readingSchema = z.object({
  data: z.object({
    post: describedPostSchema,
    related: z.array(describedCardSchema),
    older: describedCardSchema.nullable(),
    newer: describedCardSchema.nullable(),
    questions: z.array(questionSchema),
    /** The media library's records of the pictures in the story's text. */
    pictures: z.array(imageSchema),
    /** The story's other live languages (decision 100). */
    translations: z.array(z.object({ locale: z.string(), slug: z.string() })).default([]),
  }),
});
export type ArticleReading = z.infer<typeof readingSchema>['data'];

export function readArticle(slug: string): Promise<ArticleReading | null> {
  const { locale, key } = cmsLanguage();
  return cached(
    key(`list:reading:${slug}`),
    async () => {
      try {
        const inLanguage = locale ? `?locale=${locale}` : '';
        return readingSchema.parse(await request(`/api/blog-posts/reading/${encodeURIComponent(slug)}${inLanguage}`)).data;
      } catch (error) {
        if (error instanceof CmsError && error.status === 404) return null;
        throw error;
      }
    },
    POST_FETCH_RETRIES,
  );
}
