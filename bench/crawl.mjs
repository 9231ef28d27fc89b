// Every page after a restart: the warm-up's time and CPU (WARM_PAGES = all), then a restart on the same disk tier and
// one crawl of every page; misses are counted from the site's own log lines.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const STORIES_PER_PAGE = 9;
const CRAWLERS = 8;

/** User and system time from /proc, whose ticks are 1/100 s. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function logLines(file, offset = 0) {
  return fs
    .readFileSync(file)
    .subarray(offset)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

async function crawl(site, paths, request) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < paths.length) {
      const address = paths[next++];
      const response = await request(`${site}${address}`, { headers: { 'Accept-Encoding': 'br' } });
      await response.arrayBuffer();
      if (response.status !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CRAWLERS }, worker));
  return failed;
}

export async function measureCrawl(siteEnv, { work, start, pin, freePort, waitFor, request, SERVER_CORE, root, stories }) {
  const database = new (createRequire(import.meta.url)('better-sqlite3'))(path.join(work, 'data.db'), { readonly: true });
  const published = database
    .prepare('SELECT slug FROM blog_posts WHERE published_at IS NOT NULL AND trashed_at IS NULL ORDER BY published_at DESC')
    .pluck()
    .all()
    .slice(0, stories);
  database.close();
  // As the site's list: no deeper than page 1,000 (STORY_LIST_MAX_PAGE), past which it answers 404.
  const listPages = Math.min(Math.ceil(published.length / STORIES_PER_PAGE), 1000);
  const paths = [
    '/',
    '/articles',
    ...published.map((slug) => `/articles/${encodeURIComponent(slug)}`),
    ...Array.from({ length: listPages - 1 }, (_, i) => `/articles?page=${i + 2}`),
  ];
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const env = {
    ...siteEnv,
    WEB_PORT: String(port),
    PUBLIC_SITE_URL: site,
    PAGE_CACHE_DISK: path.join(work, 'crawl-pages.sqlite'),
    PAGE_CACHE_DISK_MB: '8192',
  };
  const logFile = path.join(work, 'crawl-web.log');
  const startSite = async (warmPages) => {
    const [command, args] = pin(SERVER_CORE, process.execPath, ['server.js']);
    const child = start('crawl-web', command, args, {
      cwd: path.join(root, 'web'),
      env: { ...env, WARM_PAGES: String(warmPages) },
    });
    await waitFor(`${site}/_health`, (status) => status === 204);
    return child;
  };
  const stop = (child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

  const warming = await startSite(published.length);
  const cpuBefore = cpuSeconds(warming.pid);
  const began = Date.now();
  let warm;
  while (!(warm = logLines(logFile).find((line) => line.event === 'cache-warm'))) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const warmUp = { pages: warm.queued, seconds: (Date.now() - began) / 1000, cpuSeconds: cpuSeconds(warming.pid) - cpuBefore };
  await stop(warming);

  const offset = fs.statSync(logFile).size;
  const restarted = await startSite(0);
  const crawlBegan = Date.now();
  const failed = await crawl(site, paths, request);
  const crawlSeconds = (Date.now() - crawlBegan) / 1000;
  // Stopped first: the site writes its page-view lines asynchronously, the last ones as it exits.
  await stop(restarted);
  const crawled = new Set(paths);
  const views = logLines(logFile, offset).filter((line) => line.event === 'request' && crawled.has(line.path));
  const count = (outcome) => views.filter((view) => view.cache === outcome).length;
  const fileBytes = ['', '-wal'].reduce(
    (sum, suffix) => sum + (fs.statSync(`${env.PAGE_CACHE_DISK}${suffix}`, { throwIfNoEntry: false })?.size ?? 0),
    0,
  );
  return {
    pages: paths.length,
    warmUp,
    crawl: {
      seconds: crawlSeconds,
      requests: views.length,
      failed,
      hits: count('hit'),
      stale: count('stale'),
      misses: count('miss'),
      missShare: count('miss') / Math.max(1, views.length),
    },
    diskMegabytes: fileBytes / 1e6,
  };
}
