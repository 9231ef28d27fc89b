// Cache hits against their yardsticks (decision 084): the warm site against bare node:http sending the same bytes and
// headers, and deploy/proxy.conf's nginx cache against nginx serving them as a file; timed in turns, median of rounds.
import http from 'node:http';
import { cpuSeconds, nginxPath, startBareNode, startProxy, startStaticServer } from './servers.mjs';

const ROUNDS = 5;
export const HIT_TARGETS = { siteToBareNode: 0.85, proxyToNginx: 0.9, countingToNotCounting: 0.95 };

/** A reader's browser, so every hit is a page view the site counts (wrk sends no User-Agent of its own). */
const READER = 'User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:135.0) Gecko/20100101 Firefox/135.0';

/** The newest demo story (not a bulk post): the article every hit measurement reads. */
export async function newestArticle(cmsUrl, request) {
  const demo = await (
    await request(`${cmsUrl}/api/blog-posts?filters[slug][$notContains]=bulk-&sort=publishedAt:desc&pagination[pageSize]=1`)
  ).json();
  return `/articles/${demo.data[0].slug}`;
}

/** An answer as wrk gets it (no Accept-Encoding), without the headers node:http adds to every answer itself. */
function answerOf(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const headers = [];
          for (let index = 0; index < response.rawHeaders.length; index += 2) {
            const name = response.rawHeaders[index];
            if (!/^(?:date|connection|keep-alive)$/i.test(name)) headers.push(name, response.rawHeaders[index + 1]);
          }
          resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The round with the median ratio of requests a second, and the median ratio of CPU a request (yardstick's ÷ server's). */
function compare(rounds, server, yardstick, target) {
  const ratio = (round) => round[server].rps / round[yardstick].rps;
  const sorted = [...rounds].sort((a, b) => ratio(a) - ratio(b));
  const round = sorted[Math.floor(sorted.length / 2)];
  const byCpu = median(rounds.map((each) => each[yardstick].cpuMicroseconds / each[server].cpuMicroseconds));
  return { round, figure: { ratio: ratio(round), rounds: rounds.map(ratio), byCpu, target } };
}

function timed(wrk, { url, pid }) {
  const before = cpuSeconds(pid);
  const figures = wrk(url, { headers: [READER] });
  return { ...figures, cpuMicroseconds: ((cpuSeconds(pid) - before) * 1e6) / Math.max(figures.requests, 1) };
}

export async function measureHits(site, cmsUrl, bench, sitePid, notCounting) {
  const { wrk, request } = bench;
  const article = await newestArticle(cmsUrl, request);
  for (let i = 0; i < 3; i += 1) await (await request(`${site}${article}`)).arrayBuffer();
  const answer = await answerOf(`${site}${article}`);
  if (answer.status !== 200) throw new Error(`${article} answered ${answer.status}`);
  const bare = await startBareNode(answer, bench);
  for (let i = 0; i < 3; i += 1) await (await request(`${notCounting.url}${article}`)).arrayBuffer();
  const servers = {
    site: { url: `${site}${article}`, pid: sitePid },
    siteNotCounting: { url: `${notCounting.url}${article}`, pid: notCounting.pid },
    bareNode: bare,
  };
  if (nginxPath()) {
    const file = await startStaticServer({ 'article.html': answer.body }, bench, 'hits');
    servers.nginx = { url: `${file.url}/article.html`, pid: file.pid };
    const proxy = await startProxy(site, article, bench);
    // Kept by the proxy: from here on hits, and a revalidation (a 304 from the site) every 5 s.
    for (let i = 0; i < 3; i += 1) await (await request(`${proxy.url}${article}`)).arrayBuffer();
    servers.proxy = { url: `${proxy.url}${article}`, pid: proxy.pid };
  }

  // A first run of each, not counted: the site recompresses the page it is first asked for again
  // (decision 026) and every server's code is compiled on its first requests.
  for (const { url } of Object.values(servers)) wrk(url, { seconds: 2 });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    process.stdout.write(`  hits, round ${round + 1} of ${ROUNDS}:`);
    const figures = {};
    for (const [name, server] of Object.entries(servers)) {
      figures[name] = timed(wrk, server);
      process.stdout.write(` ${name} ${Math.round(figures[name].rps)}`);
    }
    console.log(' req/s');
    rounds.push(figures);
  }
  const siteToBareNode = compare(rounds, 'site', 'bareNode', HIT_TARGETS.siteToBareNode);
  const countingToNotCounting = compare(rounds, 'site', 'siteNotCounting', HIT_TARGETS.countingToNotCounting);
  const proxyToNginx = servers.proxy ? compare(rounds, 'proxy', 'nginx', HIT_TARGETS.proxyToNginx) : undefined;
  return {
    path: article,
    bytes: answer.body.byteLength,
    rounds: ROUNDS,
    site: siteToBareNode.round.site,
    bareNode: siteToBareNode.round.bareNode,
    nginx: proxyToNginx?.round.nginx,
    proxy: proxyToNginx?.round.proxy,
    siteNotCounting: countingToNotCounting.round.siteNotCounting,
    siteToBareNode: siteToBareNode.figure,
    countingToNotCounting: countingToNotCounting.figure,
    proxyToNginx: proxyToNginx?.figure,
    every: rounds,
  };
}
