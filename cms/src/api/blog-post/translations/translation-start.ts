/** Where a new language of a story starts (decision 100): the story's shared fields and words to translate from. */

type Data = Record<string, unknown>;

/**
 * The request names the new language's title and text; the pictures' words, the itinerary and the
 * place start as the source's, to be translated. Its address, schedule, review and dates are its own.
 */
const OWN_TO_EACH_LANGUAGE = [
  'id',
  'locale',
  'title',
  'slug',
  'content',
  'metaTitle',
  'metaDescription',
  'scheduledAt',
  'reviewRequestedAt',
  'reviewNote',
  'firstPublishedAt',
  'trashedSlug',
  'publishedAt',
  'createdAt',
  'updatedAt',
] as const;

export function translationStart(source: Data): Data {
  const start = { ...source };
  for (const field of OWN_TO_EACH_LANGUAGE) delete start[field];
  return start;
}
