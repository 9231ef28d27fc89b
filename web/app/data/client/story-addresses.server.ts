/**
 * One part of the sitemap's story addresses (decision 076): the live stories' slugs and when each
 * last changed, 10,000 a part, with how many parts there are. Kept under a `list:` key: any change
 * to a post can change a part.
 */
import { z } from 'zod';
import { cached } from './answer-cache.server';
import { CmsError, request } from './request.server';

const addressesSchema = z.object({
  data: z.array(z.object({ slug: z.string(), updatedAt: z.string() })),
  meta: z.object({ parts: z.number().int().positive() }),
});
export type StoryAddresses = { stories: z.infer<typeof addressesSchema>['data']; parts: number };

/** The stories of this part of the sitemap, or null when there is no such part. */
export function storyAddresses(part: number): Promise<StoryAddresses | null> {
  return cached(`list:sitemap:${part}`, async () => {
    try {
      const { data, meta } = addressesSchema.parse(await request(`/api/blog-posts/sitemap/${part}`));
      return { stories: data, parts: meta.parts };
    } catch (error) {
      if (error instanceof CmsError && error.status === 404) return null;
      throw error;
    }
  });
}
