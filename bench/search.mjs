// Readers' full-text search at scale (decision 029). The bulk posts make "morning" a common word, a post number a rare
// one (its title alone) and "zzqxj" no match.
import { inRounds, oneAtATime } from './rounds.mjs';

const SEARCH_QUERIES = {
  'reader search, common word': 'morning',
  'reader search, rare word': '4242',
  'reader search, no match': 'zzqxj',
};

export async function measureSearch(cmsUrl, wrk) {
  const calls = [];
  for (const [name, q] of Object.entries(SEARCH_QUERIES)) {
    const url = `${cmsUrl}/api/blog-posts/search?q=${encodeURIComponent(q)}`;
    // Tried again once: the CMS may close an idle keep-alive connection as it is reused.
    const check = await fetch(url).catch(() => fetch(url));
    if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    calls.push([name, oneAtATime(wrk, url), { total: (await check.json()).meta.pagination.total }]);
  }
  return inRounds(calls);
}
