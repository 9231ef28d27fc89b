import { z } from 'zod';
import { cached } from './answer-cache.server';
import { request } from './request.server';
import { tagSchema, type Tag } from './schemas.server';

/** Under a `list:` key, so a rename or merge (which purges every list) drops it. */
export function findTag(slug: string): Promise<Tag | null> {
  return cached(`list:tag-name:${slug}`, async () => {
    const search = new URLSearchParams({ 'filters[slug][$eq]': slug, 'fields[0]': 'name', 'fields[1]': 'slug' });
    return z.object({ data: z.array(tagSchema) }).parse(await request(`/api/tags?${search}`)).data[0] ?? null;
  });
}
