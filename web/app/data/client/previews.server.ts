import { z } from 'zod';
import { CmsError, request } from './request.server';
import { describedPostSchema, imageSchema, type CmsImage, type Post } from './schemas.server';

/** Straight from the CMS, which checks the token again: never cached, never retried. */
export async function findPreview(token: string): Promise<{ post: Post; pictures: CmsImage[] } | 'expired' | null> {
  try {
    const body = await request(`/api/previews/${encodeURIComponent(token)}`);
    const { data, pictures } = z.object({ data: describedPostSchema, pictures: z.array(imageSchema) }).parse(body);
    return { post: data, pictures };
  } catch (error) {
    if (error instanceof CmsError && error.status === 410) return 'expired';
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}
