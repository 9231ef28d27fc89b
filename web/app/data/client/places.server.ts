/** The places that have published stories (the CMS groups them, decision 063), read through the cache of CMS answers. */
import { z } from 'zod';
import { cached } from './answer-cache.server';
import { request } from './request.server';
import { cmsLanguage } from '../page-language.server';

const storyPlaceSchema = z.object({
  name: z.string(),
  country: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  stories: z.number(),
  slug: z.string().nullable(),
  title: z.string().nullable(),
});
export type StoryPlace = z.infer<typeof storyPlaceSchema>;

export function listStoryPlaces(): Promise<StoryPlace[]> {
  const { locale, key } = cmsLanguage();
  const inLanguage = locale ? `?locale=${locale}` : '';
  return cached(
    key('list:places'),
    async () => z.object({ data: z.array(storyPlaceSchema) }).parse(await request(`/api/blog-posts/places${inLanguage}`)).data,
  );
}
