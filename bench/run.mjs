#!/usr/bin/env node
/**
 * `npm run bench`: measures DESIGN.md section 8's targets on this machine. Builds what changed,
 * fills a temporary SQLite database with the demo stories and BENCH_POSTS bulk posts (100,000 by
 * default), starts the production CMS and site on free ports (the site pinned to core 0), and
 * drives them with wrk from core 1: reader pages warm against the same bytes from nginx (or a bare
 * node:http file server) on the same core, uncached article renders, JavaScript per page, Lighthouse
 * (when Chromium is present), and the admin API's p95s, on SQLite and, when one listens at
 * 127.0.0.1:5432, PostgreSQL. Prints one table and writes bench/results/latest.json.
 * `--quick`: short runs and 2,000 posts, a smoke test of the benchmark itself. `--only admin`: the
 * admin API on both databases and the admin's initial JavaScript, without the site's pages.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { adminInitialJavascript, measureAdminApi, measureLighthouse } from './measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > -1 ? process.argv[onlyAt + 1] : undefined;
if (only !== undefined && only !== 'admin') throw new Error(`--only takes "admin", not "${only}"`);
const POSTS = Number(process.env.BENCH_POSTS ?? (quick ? 2000 : 100_000));
const SECONDS = quick ? 2 : 6;
const CONNECTIONS = 50;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-bench-'));
const children = [];
const cores = os.availableParallelism();
const pin = (core, command, args) =>
  cores > 1 && hasCommand('taskset') ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
const SERVER_CORE = 0;
const LOAD_CORE = cores > 1 ? 1 : 0;

/** A request, tried again once: a server may close an idle keep-alive connection just as it is reused. */
const request = (url, init) => fetch(url, init).catch(() => fetch(url, init));

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function start(name, command, args, options) {
  const log = fs.openSync(path.join(work, `${name}.log`), 'a');
  const child = spawn(command, args, { stdio: ['ignore', log, log], ...options });
  children.push(child);
  return child;
}

/**
 * Runs one step of the setup to its end, its output kept in the log folder. A step that fails
 * stops the benchmark with the end of its output on screen, not only its exit code.
 */
function runStep(name, command, args, options) {
  const logFile = path.join(work, `${name}.log`);
  const result = spawnSync(command, args, { ...options, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  fs.writeFileSync(logFile, output);
  if (result.status === 0) return;
  const tail = output.trimEnd().split('\n').slice(-40).join('\n');
  throw new Error(
    `${name} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`}):\n${tail}\n(whole output in ${logFile})`,
  );
}

async function waitFor(url, expected = (status) => status < 500, deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status && expected(status)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer; logs in ${work}`);
}

const secret = () => randomBytes(24).toString('base64url');
const cmsEnv = (database, purgeUrl, siteUrl) => ({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  STRAPI_TELEMETRY_DISABLED: 'true',
  BROWSER: 'none',
  APP_KEYS: `${secret()},${secret()}`,
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  WEB_PURGE_SECRET: purgeSecret,
  WEB_PURGE_URL: purgeUrl,
  PREVIEW_SECRET: previewSecret,
  PUBLIC_SITE_URL: siteUrl,
  SEED_ADMIN_EMAIL: 'bench@journeycanvas.test',
  SEED_ADMIN_PASSWORD: 'bench-password-1234',
  AUTH_RATE_LIMIT_MAX: '1000',
  ...database,
});
const purgeSecret = secret();
const previewSecret = secret();

/** Seeds a database (schema, demo stories, bulk posts) and starts the CMS on it. */
async function startCms(name, database, purgeUrl, siteUrl) {
  const env = cmsEnv(database, purgeUrl, siteUrl);
  const started = Date.now();
  runStep(`${name}-seed`, process.execPath, ['scripts/seed-bulk.mjs', String(POSTS)], { cwd: path.join(root, 'cms'), env });
  const seedSeconds = (Date.now() - started) / 1000;
  const port = await freePort();
  const [command, args] = pin(LOAD_CORE, process.execPath, [
    path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'),
    'start',
  ]);
  const child = start(name, command, args, { cwd: path.join(root, 'cms'), env: { ...env, CMS_PORT: String(port) } });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/_health`, (status) => status === 204);
  return { url, child, seedSeconds, credentials: { identifier: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD } };
}

/** wrk from the load core: requests per second and latency percentiles (ms). */
function wrk(url, { seconds = SECONDS, connections = CONNECTIONS, headers = [], paths } = {}) {
  const [command, args] = pin(LOAD_CORE, 'wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '-s',
    path.join(root, 'bench/wrk-report.lua'),
    ...headers.flatMap((header) => ['-H', header]),
    url,
  ]);
  const env = { ...process.env };
  if (paths) {
    env.WRK_PATHS = path.join(work, `paths-${Date.now()}.txt`);
    fs.writeFileSync(env.WRK_PATHS, paths.join('\n'));
  }
  const output = execFileSync(command, args, { encoding: 'utf8', env });
  return JSON.parse(output.split('\n').find((line) => line.startsWith('{"requests"')));
}

/** The JavaScript a page loads: its module scripts and module preloads, gzipped (level 9) and summed. */
function javascriptOf(html, base) {
  const files = new Set(
    [
      ...html.matchAll(
        /<link rel="modulepreload" href="([^"]+)"|<script[^>]+src="([^"]+\.js)"|import\("([^"]+\.js)"\)|import \* as \w+ from "([^"]+\.js)"/g,
      ),
    ].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4]),
  );
  return Promise.all(
    [...files].map(
      async (file) => gzipSync(Buffer.from(await (await request(new URL(file, base))).arrayBuffer()), { level: 9 }).byteLength,
    ),
  ).then((sizes) => ({ files: sizes.length, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) }));
}

/** The same bytes from a static server on the same core: nginx when installed, else node:http. */
async function startStaticServer(files) {
  const dir = path.join(work, 'static');
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  const port = await freePort();
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (nginx) {
    const conf = path.join(work, 'nginx.conf');
    fs.writeFileSync(
      conf,
      `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000; default_type text/html;
  client_body_temp_path ${work}; proxy_temp_path ${work}; fastcgi_temp_path ${work}; uwsgi_temp_path ${work}; scgi_temp_path ${work};
  server { listen 127.0.0.1:${port}; root ${dir}; } }\n`,
    );
    const [command, args] = pin(SERVER_CORE, nginx, ['-c', conf, '-e', `${work}/nginx-error.log`]);
    start('nginx', command, args);
    await waitFor(`http://127.0.0.1:${port}/${Object.keys(files)[0]}`, (status) => status === 200);
    return { url: `http://127.0.0.1:${port}`, kind: 'nginx' };
  }
  const script = `const http=require('http'),fs=require('fs'),path=require('path');const files={};for(const f of fs.readdirSync(${JSON.stringify(dir)}))files['/'+f]=fs.readFileSync(path.join(${JSON.stringify(dir)},f));http.createServer((q,r)=>{const b=files[q.url];if(!b){r.writeHead(404);return r.end()}r.writeHead(200,{'Content-Type':'text/html','Content-Length':b.length});r.end(b)}).listen(${port},'127.0.0.1')`;
  const [command, args] = pin(SERVER_CORE, process.execPath, ['-e', script]);
  start('static', command, args);
  await waitFor(`http://127.0.0.1:${port}/${Object.keys(files)[0]}`, (status) => status === 200);
  return { url: `http://127.0.0.1:${port}`, kind: 'node:http' };
}

/** Stops every server this run started and waits for them to exit (5 s at most). */
async function stopAll() {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  const exited = Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

/** The reader pages: warm against the static server, uncached renders, JavaScript per page, Lighthouse. */
async function measureSite(site, cmsUrl) {
  const demo = await (
    await request(`${cmsUrl}/api/blog-posts?filters[slug][$notContains]=bulk-&sort=publishedAt:desc&pagination[pageSize]=1`)
  ).json();
  const article = `/articles/${demo.data[0].slug}`;
  const pagePaths = {
    article,
    home: '/',
    articles: '/articles',
    guides: '/tips-and-guides',
    rss: '/rss.xml',
    sitemap: '/sitemap.xml',
  };

  // Warm: every page rendered and stored, then read as wrk will (no compression on either side).
  const bodies = {};
  for (const [name, pagePath] of Object.entries(pagePaths)) {
    for (let i = 0; i < 3; i += 1) await request(`${site}${pagePath}`, { headers: { 'Accept-Encoding': 'identity' } });
    bodies[name] = Buffer.from(
      await (await request(`${site}${pagePath}`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer(),
    );
  }
  const staticServer = await startStaticServer(
    Object.fromEntries(Object.entries(bodies).map(([name, body]) => [`${name}.html`, body])),
  );

  const pages = {};
  for (const [name, pagePath] of Object.entries(pagePaths)) {
    process.stdout.write(`  ${name}...`);
    const warm = wrk(`${site}${pagePath}`);
    const nginx = wrk(`${staticServer.url}/${name}.html`);
    const html = bodies[name].toString('utf8');
    const js = pagePath.endsWith('.xml') ? undefined : await javascriptOf(html, site);
    pages[name] = { path: pagePath, bytes: bodies[name].byteLength, warm, static: nginx, ratio: warm.rps / nginx.rps, js };
    console.log(
      ` ${Math.round(warm.rps)} req/s, p99 ${warm.p99.toFixed(1)} ms; ${staticServer.kind} ${Math.round(nginx.rps)} req/s`,
    );
  }

  // Uncached: random articles among 5,000, so nearly every request misses both the response cache
  // and the CMS data cache: the page is fetched from the CMS and rendered.
  const database = new (createRequire(import.meta.url)('better-sqlite3'))(path.join(work, 'data.db'), { readonly: true });
  const slugs = database
    .prepare('SELECT slug FROM blog_posts WHERE published_at IS NOT NULL ORDER BY random() LIMIT 5000')
    .pluck()
    .all();
  database.close();
  const uncached = wrk(site, { paths: slugs.map((slug) => `/articles/${slug}`), connections: 8 });

  const lighthouse = await measureLighthouse(site, { home: '/', articles: '/articles', article }).catch((error) => ({
    error: error.message,
  }));
  return {
    staticServer: staticServer.kind,
    pages,
    uncached: { ...uncached, ratioToStaticArticle: uncached.rps / pages.article.static.rps },
    lighthouse,
  };
}

/** The admin API on a scratch PostgreSQL database, seeded like the SQLite one; dropped afterwards. */
async function measurePostgres(site) {
  const name = `journey_canvas_bench_${process.pid}`;
  psql(`CREATE DATABASE ${name}`);
  try {
    console.log(`Seeding PostgreSQL with ${POSTS} posts...`);
    const pg = await startCms(
      'cms-postgres',
      {
        DATABASE_CLIENT: 'postgres',
        DATABASE_HOST: '127.0.0.1',
        DATABASE_PORT: '5432',
        DATABASE_NAME: name,
        DATABASE_USERNAME: 'postgres',
        DATABASE_PASSWORD: '',
      },
      '',
      site,
    );
    console.log('Admin API, PostgreSQL...');
    const results = { seedSeconds: pg.seedSeconds, ...(await measureAdminApi(pg.url, pg.credentials, wrk)) };
    pg.child.kill('SIGTERM');
    await new Promise((resolve) => pg.child.once('exit', resolve));
    return results;
  } finally {
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function main() {
  const began = Date.now();
  if (!hasCommand('wrk')) throw new Error('The benchmark needs wrk (apt-get install wrk).');
  for (const target of only === 'admin' ? ['cms', 'admin'] : ['cms', 'admin', 'web']) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-if-changed.mjs'), target], { stdio: 'inherit' });
  }
  const webPort = await freePort();
  const site = `http://127.0.0.1:${webPort}`;
  console.log(`Seeding SQLite with ${POSTS} posts and starting the CMS${only ? '' : ' and the site'} (logs in ${work})...`);
  const cms = await startCms(
    'cms-sqlite',
    { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(work, 'data.db') },
    only ? '' : `${site}/api/cache/purge`,
    site,
  );
  let siteResults;
  if (!only) {
    const [command, args] = pin(SERVER_CORE, process.execPath, ['server.js']);
    start('web', command, args, {
      cwd: path.join(root, 'web'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WEB_PORT: String(webPort),
        CMS_URL: cms.url,
        CMS_PUBLIC_URL: cms.url,
        PUBLIC_SITE_URL: site,
        WEB_PURGE_SECRET: purgeSecret,
        PREVIEW_SECRET: previewSecret,
      },
    });
    await waitFor(`${site}/robots.txt`, (status) => status === 200);
    siteResults = await measureSite(site, cms.url);
  }

  console.log('Admin API, SQLite...');
  const adminSqlite = await measureAdminApi(cms.url, cms.credentials, wrk);
  cms.child.kill('SIGTERM');
  const adminPostgres = (await listening(5432)) ? await measurePostgres(site) : undefined;

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}`,
      memoryGb: Math.round(os.totalmem() / 1e9),
      node: process.version,
      loadAverage: os.loadavg(),
    },
    settings: {
      posts: POSTS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      staticServer: siteResults?.staticServer,
      pinned: cores > 1 && hasCommand('taskset'),
      only,
    },
    ...(siteResults && { pages: siteResults.pages, uncached: siteResults.uncached, lighthouse: siteResults.lighthouse }),
    admin: {
      initialJavascript: await adminInitialJavascript(path.join(root, 'admin/dist')),
      sqlite: { seedSeconds: cms.seedSeconds, ...adminSqlite },
      postgres: adminPostgres ?? 'no PostgreSQL at 127.0.0.1:5432',
    },
    minutes: (Date.now() - began) / 60_000,
  };
  const out = path.join(root, 'bench/results', `${quick ? 'quick' : 'latest'}${only ? `-${only}` : ''}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${(await import('./table.mjs')).table(results)}\nWritten to ${path.relative(root, out)}`);
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.end(() => resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

function psql(sql) {
  const maintenance = spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-c', sql], { encoding: 'utf8' });
  if (maintenance.status !== 0)
    execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'test', '-c', sql], { stdio: 'ignore' });
}

main()
  .catch((error) => {
    console.error(error);
    console.error(`The servers' logs are kept in ${work}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAll();
    if (!process.exitCode) fs.rmSync(work, { recursive: true, force: true });
  });
