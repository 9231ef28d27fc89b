// Readers' full-text search at scale (decision 029). The bulk posts make "morning" a common word, a post number a rare
// one (its title alone), "zzqxj" no match and "matinée" a common French word.
import { inRounds, oneAtATime } from './rounds.mjs';

const SEARCH_QUERIES = {
  'reader search, common word': { q: 'morning' },
  'reader search, rare word': { q: '4242' },
  'reader search, no match': { q: 'zzqxj' },
  // Every second bulk post is also in French (decision 100): its words, its stems, its stories only.
  'reader search, French word': { q: 'matinée', locale: 'fr' },
};

export async function measureSearch(cmsUrl, wrk) {
  const calls = [];
  for (const [name, query] of Object.entries(SEARCH_QUERIES)) {
    const url = `${cmsUrl}/api/blog-posts/search?${new URLSearchParams(query)}`;
    // Tried again once: the CMS may close an idle keep-alive connection as it is reused.
    const check = await fetch(url).catch(() => fetch(url));
    if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    calls.push([name, oneAtATime(wrk, url), { total: (await check.json()).meta.pagination.total }]);
  }
  return inRounds(calls);
}
