/** One language's story addresses for the sitemap, 10,000 a part (decision 076), under a `list:` key: any post change can change a part. */
import { z } from 'zod';
import { cached } from './answer-cache.server';
import { CmsError, request } from './request.server';

const addressesSchema = z.object({
  data: z.array(
    z.object({
      slug: z.string(),
      updatedAt: z.string(),
      // The story's other live languages (decision 100).
      translations: z.array(z.object({ locale: z.string(), slug: z.string() })).optional(),
    }),
  ),
  meta: z.object({ parts: z.number().int().positive() }),
});
export type StoryAddresses = { stories: z.infer<typeof addressesSchema>['data']; parts: number };

export function storyAddresses(part: number, locale: string): Promise<StoryAddresses | null> {
  return cached(`list:sitemap:${locale}:${part}`, async () => {
    try {
      const { data, meta } = addressesSchema.parse(
        await request(`/api/blog-posts/sitemap/${part}?locale=${encodeURIComponent(locale)}`),
      );
      return { stories: data, parts: meta.parts };
    } catch (error) {
      if (error instanceof CmsError && error.status === 404) return null;
      throw error;
    }
  });
}
