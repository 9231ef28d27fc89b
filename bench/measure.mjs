/** The benchmark's measurements that are not wrk against a page: the admin API, its JavaScript, Lighthouse. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { inRounds, oneAtATime } from './rounds.mjs';
import { importBenchTool } from './tools.mjs';

const ADMIN_QUERIES = {
  'list page 1': '?sort=["createdAt","DESC"]&range=[0,24]',
  'deep page': '?sort=["createdAt","DESC"]&range=[50000,50024]',
  'sort by title': '?sort=["title","ASC"]&range=[0,24]',
  search: '?sort=["createdAt","DESC"]&range=[0,24]&filter={"q":"kyoto"}',
  'search, no match': '?sort=["createdAt","DESC"]&range=[0,24]&filter={"q":"zzqxj"}',
  'postType filter': '?sort=["createdAt","DESC"]&range=[0,24]&filter={"postType":"guide"}',
  'status: drafts': '?sort=["createdAt","DESC"]&range=[0,24]&filter={"status":"draft"}',
  'status: scheduled': '?sort=["createdAt","DESC"]&range=[0,24]&filter={"status":"scheduled"}',
  'status: published': '?sort=["createdAt","DESC"]&range=[0,24]&filter={"status":"published"}',
  stats: '/stats',
  // A site in two languages (decision 100): the French half, listed and searched on its own.
  'French list page 1': '?sort=["createdAt","DESC"]&range=[0,24]&filter={"locale":"fr"}',
  'French search': '?sort=["createdAt","DESC"]&range=[0,24]&filter={"q":"kyoto","locale":"fr"}',
  'French stats': '/stats?locale=fr',
};

/** A GET, tried again once: the CMS may close an idle keep-alive connection as it is reused. */
const get = (url, headers) => fetch(url, { headers }).catch(() => fetch(url, { headers }));

/** p50/p95/p99 (ms) of each admin call, one at a time (an editor's clicks), in rounds (rounds.mjs). */
export async function measureAdminApi(cmsUrl, credentials, wrk) {
  const login = await fetch(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const { jwt } = await login.json();
  const urls = Object.entries(ADMIN_QUERIES).map(([name, query]) => [
    name,
    `${cmsUrl}/api/admin/blog-posts${query.startsWith('/') ? query : encodeURI(query)}`,
  ]);
  // A fresh CMS compiles and fills its caches on its first calls, which would otherwise weigh on the first call measured.
  for (let round = 0; round < 5; round += 1) {
    for (const [name, url] of urls) {
      const check = await get(url, { Authorization: `Bearer ${jwt}` });
      if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      await check.arrayBuffer();
    }
  }
  const calls = [];
  for (const [name, url] of urls) {
    const check = await get(url, { Authorization: `Bearer ${jwt}` });
    await check.arrayBuffer();
    calls.push([name, oneAtATime(wrk, url, [`Authorization: Bearer ${jwt}`]), { total: check.headers.get('content-range') }]);
  }
  return inRounds(calls);
}

/** The gzipped JavaScript /admin loads before login: the entry, its static imports and the chunks it imports at boot. */
export async function adminInitialJavascript(distDir) {
  await init;
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const file = (url) => path.resolve(distDir, url.replace(/^\/admin\//, ''));
  const entries = [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"|<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((match) => file(match[1] ?? match[2]));
  const loaded = new Map();
  const load = (module, boot) => {
    if (loaded.has(module)) return;
    const source = fs.readFileSync(module, 'utf8');
    loaded.set(module, gzipSync(source, { level: 9 }).byteLength);
    const [imports] = parse(source);
    for (const { n: specifier, d: dynamic } of imports) {
      // Static imports always load; dynamic ones only from a boot module (the entry), not from the app's routes.
      if (!specifier?.startsWith('.') || (dynamic > -1 && !boot)) continue;
      load(path.resolve(path.dirname(module), specifier), false);
    }
  };
  for (const entry of entries) load(entry, true);
  const gzipBytes = [...loaded.values()].reduce((sum, size) => sum + size, 0);
  return { files: [...loaded.keys()].map((module) => path.basename(module)), gzipBytes, targetBytes: 350 * 1024 };
}

/** Lighthouse 12, mobile defaults (simulated throttling), in Debian's Chromium; skipped without it. */
export async function measureLighthouse(site, pages) {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) return { skipped: `no Chromium at ${chromePath}` };
  const { default: lighthouse } = await importBenchTool('lighthouse');
  const chromeLauncher = await importBenchTool('chrome-launcher');
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
