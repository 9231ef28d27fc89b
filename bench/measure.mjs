/** The benchmark's measurements that are not wrk against a page: the admin API and Lighthouse. */
import fs from 'node:fs';

/** The admin's list, search, filter and stats calls, as react-admin makes them. */
const ADMIN_QUERIES = {
  'list page 1': '?sort=["createdAt","DESC"]&range=[0,24]',
  'deep page': '?sort=["createdAt","DESC"]&range=[50000,50024]',
  'sort by title': '?sort=["title","ASC"]&range=[0,24]',
  search: '?sort=["createdAt","DESC"]&range=[0,24]&filter={"q":"kyoto"}',
  'search, no match': '?sort=["createdAt","DESC"]&range=[0,24]&filter={"q":"zzqxj"}',
  'postType filter': '?sort=["createdAt","DESC"]&range=[0,24]&filter={"postType":"guide"}',
  stats: '/stats',
};

/** A GET, tried again once: the CMS may close an idle keep-alive connection as it is reused. */
const get = (url, headers) => fetch(url, { headers }).catch(() => fetch(url, { headers }));

/** p50/p95/p99 (ms) of each admin call, one at a time (an editor's clicks) for a few seconds each. */
export async function measureAdminApi(cmsUrl, credentials, wrk) {
  const login = await fetch(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const { jwt } = await login.json();
  const results = {};
  for (const [name, query] of Object.entries(ADMIN_QUERIES)) {
    const url = `${cmsUrl}/api/admin/blog-posts${query.startsWith('/') ? query : encodeURI(query)}`;
    const check = await get(url, { Authorization: `Bearer ${jwt}` });
    if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    const { p50, p95, p99, rps, non2xx } = wrk(url, { connections: 1, seconds: 3, headers: [`Authorization: Bearer ${jwt}`] });
    results[name] = { p50, p95, p99, rps, non2xx, total: check.headers.get('content-range') };
  }
  return results;
}

/** Lighthouse 12, mobile defaults (simulated throttling), in Debian's Chromium; skipped without it. */
export async function measureLighthouse(site, pages) {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) return { skipped: `no Chromium at ${chromePath}` };
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const scores = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      const result = await lighthouse(`${site}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const categories = result.lhr.categories;
      scores[name] = Object.fromEntries(
        Object.entries(categories).map(([key, category]) => [key, Math.round(category.score * 100)]),
      );
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}
