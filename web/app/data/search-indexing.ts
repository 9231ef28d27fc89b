const MAX_INDEXED_WORDS = 3;
const PLAIN_WORDS = new RegExp(`^[\\p{L}\\p{N}]+(?: [\\p{L}\\p{N}]+){0,${MAX_INDEXED_WORDS - 1}}$`, 'u');

/** Only a first page that found stories for a few plain words, so its title carries the site's own words (decision 074). */
export function indexableSearchPath(query: string, { page, total }: { page: number; total: number }): string | undefined {
  if (page !== 1 || total === 0 || !PLAIN_WORDS.test(query)) return undefined;
  return `/search?q=${encodeURIComponent(query.toLowerCase())}`;
}
