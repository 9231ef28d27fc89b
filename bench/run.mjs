#!/usr/bin/env node
// `npm run bench`: measures DESIGN.md section 8's targets on this machine, the site on core 0 and wrk on core 1, with
// BENCH_POSTS bulk posts (100,000 by default, every second one also in French) on SQLite and, when one listens at 127.0.0.1:5432, PostgreSQL.
// Prints one table and writes bench/results/latest.json. `--quick`: short runs and 2,000 posts. `--only admin`,
// `--only hits` or `--only import` (bench/import.mjs, with its own options): that part alone. `--profile`: the site
// under `node --cpu-prof` (its figures are then the profiler's).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminInitialJavascript, measureAdminApi } from './measure.mjs';
import { measureBackup } from './backup.mjs';
import { measureRevisions } from './revisions.mjs';
import { measureSearch } from './search.mjs';
import { measureHits } from './hits.mjs';
import { measureSite } from './site.mjs';
import { measureCrawl } from './crawl.mjs';
import { importOptions, measureImport } from './import.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > -1 ? process.argv[onlyAt + 1] : undefined;
if (only !== undefined && !['admin', 'hits', 'import'].includes(only))
  throw new Error(`--only takes "admin", "hits" or "import", not "${only}"`);
const profile = process.argv.includes('--profile');
const POSTS = Number(process.env.BENCH_POSTS ?? (quick || only === 'hits' ? 2000 : 100_000));
const CRAWL_STORIES = Number(process.env.BENCH_CRAWL ?? POSTS);
const SECONDS = quick ? 2 : 6;
const CONNECTIONS = 50;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-bench-'));
// Started as root, nginx's workers run as an unprivileged user, who must reach the files served.
fs.chmodSync(work, 0o711);
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

/** A step that fails stops the benchmark with the end of its output on screen, not only its exit code. */
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

async function waitForLogLine(logFile, text, deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    if (fs.existsSync(logFile) && fs.readFileSync(logFile, 'utf8').includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${logFile} never said ${text}`);
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
  NEWSLETTER_SECRET: secret(),
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

async function startCms(name, database, purgeUrl, siteUrl) {
  const env = cmsEnv(database, purgeUrl, siteUrl);
  const started = Date.now();
  runStep(`${name}-seed`, process.execPath, ['scripts/seed-bulk.mjs', String(POSTS), '--revisions', '10', '--translated', '2'], {
    cwd: path.join(root, 'cms'),
    env,
  });
  const seedSeconds = (Date.now() - started) / 1000;
  const port = await freePort();
  const [command, args] = pin(LOAD_CORE, process.execPath, [
    path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'),
    'start',
  ]);
  const child = start(name, command, args, { cwd: path.join(root, 'cms'), env: { ...env, CMS_PORT: String(port) } });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/_health`, (status) => status === 204);
  return { url, child, env, seedSeconds, credentials: { identifier: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD } };
}

/** wrk from the load core: requests a second and latency percentiles (ms). */
function wrk(url, { seconds = SECONDS, connections = CONNECTIONS, headers = [], paths, timeout = 2 } = {}) {
  const [command, args] = pin(LOAD_CORE, 'wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    `${timeout}s`,
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

async function stopAll() {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  const exited = Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

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
    Object.assign(results, await measureSearch(pg.url, wrk));
    Object.assign(results, await measureRevisions(pg.url, pg.credentials, wrk));
    console.log('Backup and restore, PostgreSQL...');
    psql(`CREATE DATABASE ${name}_restored`);
    results.backup = measureBackup({
      root,
      work,
      name: 'postgres',
      env: pg.env,
      emptyDatabase: { DATABASE_NAME: `${name}_restored` },
    });
    pg.child.kill('SIGTERM');
    await new Promise((resolve) => pg.child.once('exit', resolve));
    return results;
  } finally {
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    psql(`DROP DATABASE IF EXISTS ${name}_restored WITH (FORCE)`);
  }
}

async function startSite(cms, port, { name = 'web', extraEnv = {} } = {}) {
  const site = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    CMS_URL: cms.url,
    CMS_PUBLIC_URL: cms.url,
    WEB_PURGE_SECRET: purgeSecret,
    PREVIEW_SECRET: previewSecret,
  };
  const profiler = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench/results/profiles')}`] : [];
  const [command, args] = pin(SERVER_CORE, process.execPath, [...profiler, 'server.js']);
  const child = start(name, command, args, {
    cwd: path.join(root, 'web'),
    env: {
      ...env,
      ...extraEnv,
      WEB_PORT: String(port),
      PUBLIC_SITE_URL: site,
      PAGE_CACHE_DISK: path.join(work, `${name}-pages.sqlite`),
    },
  });
  await waitFor(`${site}/robots.txt`, (status) => status === 200);
  // The site renders its front pages and newest stories at start (decision 067), on the core it
  // is measured on: wait for that to end, so no measurement shares the core with it.
  await waitForLogLine(path.join(work, `${name}.log`), '"event":"cache-warm"');
  return { site, env, child };
}

async function measureAdmin(cms, site) {
  console.log('Admin API, SQLite...');
  const adminSqlite = await measureAdminApi(cms.url, cms.credentials, wrk);
  Object.assign(adminSqlite, await measureSearch(cms.url, wrk));
  // Before the backup step, whose synchronous run outlasts the CMS's idle keep-alive connections.
  Object.assign(adminSqlite, await measureRevisions(cms.url, cms.credentials, wrk));
  console.log('Backup and restore, SQLite...');
  adminSqlite.backup = measureBackup({
    root,
    work,
    name: 'sqlite',
    env: cms.env,
    emptyDatabase: { DATABASE_FILENAME: path.join(work, 'restored.db') },
  });
  cms.child.kill('SIGTERM');
  const adminPostgres = (await listening(5432)) ? await measurePostgres(site) : undefined;
  return {
    initialJavascript: await adminInitialJavascript(path.join(root, 'admin/dist')),
    sqlite: { seedSeconds: cms.seedSeconds, ...adminSqlite },
    postgres: adminPostgres ?? 'no PostgreSQL at 127.0.0.1:5432',
  };
}

async function main() {
  const began = Date.now();
  if (only === 'import') {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-if-changed.mjs'), 'cms'], { stdio: 'inherit' });
    return writeResults({ import: await measureImport({ work, ...importOptions(process.argv.slice(2)) }) }, began);
  }
  if (!hasCommand('wrk')) throw new Error('The benchmark needs wrk (apt-get install wrk).');
  const targets = { admin: ['cms', 'admin'], hits: ['cms', 'web'] }[only] ?? ['cms', 'admin', 'web'];
  for (const target of targets) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-if-changed.mjs'), target], { stdio: 'inherit' });
  }
  const webPort = await freePort();
  const withSite = only !== 'admin';
  const siteUrl = `http://127.0.0.1:${webPort}`;
  console.log(`Seeding SQLite with ${POSTS} posts and starting the CMS${withSite ? ' and the site' : ''} (logs in ${work})...`);
  const cms = await startCms(
    'cms-sqlite',
    { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(work, 'data.db') },
    withSite ? `${siteUrl}/api/cache/purge` : '',
    siteUrl,
  );
  const bench = { work, wrk, request, start, waitFor, freePort, pin, SERVER_CORE, seconds: SECONDS };
  let siteResults;
  let hits;
  if (withSite) {
    const { site, env, child } = await startSite(cms, webPort);
    // The same site counting nothing: the yardstick of what counting page views costs a hit (decision 101).
    const quiet = await startSite(cms, await freePort(), { name: 'web-counting-off', extraEnv: { ANALYTICS_COUNTING: 'off' } });
    console.log('Cache hits: the site, the site counting nothing, a bare node:http server, nginx and the proxy, in turns...');
    hits = await measureHits(site, cms.url, bench, child.pid, { url: quiet.site, pid: quiet.child.pid });
    await new Promise((resolve) => quiet.child.once('exit', resolve).kill('SIGTERM'));
    if (only !== 'hits') siteResults = await measureSite(site, cms.url, cms.credentials, bench);
    // The crawl runs a site of its own on the same core: this one stops first.
    await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
    if (siteResults) {
      console.log(`Every page after a restart (${Math.min(CRAWL_STORIES, POSTS)} stories and their list pages)...`);
      siteResults.crawl = await measureCrawl(env, { ...bench, root, stories: CRAWL_STORIES });
    }
  }
  const admin = only === 'hits' ? undefined : await measureAdmin(cms, siteUrl);
  const pages = siteResults && {
    pages: siteResults.pages,
    otherJavascript: siteResults.otherJavascript,
    pictures: siteResults.pictures,
    galleryWeight: siteResults.galleryWeight,
    uncached: siteResults.uncached,
    crawl: siteResults.crawl,
    lighthouse: siteResults.lighthouse,
  };
  await writeResults({ hits, ...pages, admin }, began, siteResults?.staticServer);
}

async function writeResults(measured, began, staticServer) {
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
      staticServer,
      pinned: cores > 1 && hasCommand('taskset'),
      only,
      profile,
    },
    ...measured,
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
