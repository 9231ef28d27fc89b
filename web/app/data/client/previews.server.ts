import { z } from 'zod';
import { CmsError, request } from './request.server';
import { describedPostSchema, type Post } from './schemas.server';

/** Straight from the CMS, which checks the token again: never cached, never retried. */
export async function findPreview(token: string): Promise<Post | 'expired' | null> {
  try {
    const body = await request(`/api/previews/${encodeURIComponent(token)}`);
    return z.object({ data: describedPostSchema }).parse(body).data;
  } catch (error) {
    if (error instanceof CmsError && error.status === 410) return 'expired';
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}
