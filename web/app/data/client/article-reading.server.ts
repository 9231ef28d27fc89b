/** An article page's data in one request (decision 069), under a `list:` key: any post change can change what it offers. */
import { POST_FETCH_RETRIES } from '@journey-canvas/shared';
import { z } from 'zod';
import { cached } from './answer-cache.server';
import { questionSchema } from './questions.server';
import { CmsError, request } from './request.server';
import { describedCardSchema, describedPostSchema, imageSchema } from './schemas.server';

const readingSchema = z.object({
  data: z.object({
    post: describedPostSchema,
    related: z.array(describedCardSchema),
    older: describedCardSchema.nullable(),
    newer: describedCardSchema.nullable(),
    questions: z.array(questionSchema),
    /** The media library's records of the pictures in the story's text. */
    pictures: z.array(imageSchema),
  }),
});
export type ArticleReading = z.infer<typeof readingSchema>['data'];

export function readArticle(slug: string): Promise<ArticleReading | null> {
  return cached(
    `list:reading:${slug}`,
    async () => {
      try {
        return readingSchema.parse(await request(`/api/blog-posts/reading/${encodeURIComponent(slug)}`)).data;
      } catch (error) {
        if (error instanceof CmsError && error.status === 404) return null;
        throw error;
      }
    },
    POST_FETCH_RETRIES,
  );
}
