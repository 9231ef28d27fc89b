/** The process's life as a load balancer sees it: probes, and a drain on SIGTERM as the CMS does (decision 024). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { confirmContentGeneration } from './content-generation.server';
import { webEnvironment } from '../platform/env.server';
import { errorFields, logEvent } from '../platform/log.server';
import { listenForPurges } from './purge.server';
import { siteRedis } from '../platform/redis.server';
import { warmCache } from './response-cache/warm.server';
import { flushViews } from '../analytics/view-counter.server';

/** How long requests in flight may take after SIGTERM before the process ends anyway. */
const GRACE_MS = 25_000;
const PROBE_TIMEOUT_MS = 2_000;

const state = { inFlight: 0, draining: false };

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
};

/** Dependencies are reported, not required: taking every replica out while the CMS or Redis is down would leave no site. */
async function readiness(response: ServerResponse) {
  const cms = await fetch(`${webEnvironment().cmsUrl}/_health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
    (answer) => (answer.ok ? 'ok' : 'unavailable'),
    () => 'unavailable',
  );
  const shared = siteRedis();
  const redis = !shared
    ? 'not configured'
    : await shared.redis.ping().then(
        () => 'ok',
        () => 'unavailable',
      );
  sendJson(response, state.draining ? 503 : 200, { status: state.draining ? 'draining' : 'ready', cms, redis });
}

/** One listener for every response (a closure for each would be made and collected per request). */
const requestClosed = () => {
  state.inFlight -= 1;
};

function withProbes(listener: Listener): Listener {
  return (request, response) => {
    if (request.url === '/_health') {
      response.writeHead(204, { 'Cache-Control': 'no-store' });
      return response.end();
    }
    if (request.url === '/api/health/ready') return void readiness(response);
    state.inFlight += 1;
    response.on('close', requestClosed);
    // A client on a kept-alive connection opens a new one, to a replica that is not stopping.
    if (state.draining) response.setHeader('Connection', 'close');
    listener(request, response);
  };
}

async function start() {
  listenForPurges();
  void confirmContentGeneration('start').then(() => warmCache('start'));
  const shared = siteRedis();
  const { pageCacheFile, pageCacheDiskBytes } = webEnvironment();
  const where = !shared
    ? `process memory${pageCacheDiskBytes > 0 ? ` and on disk in ${pageCacheFile}` : ''} (no REDIS_URL: a single site process)`
    : (await shared.ready())
      ? `process memory and Redis at ${shared.host}, purges sent to every replica`
      : `process memory for now: Redis at ${shared.host} does not answer yet`;
  const limit = shared ? `Redis at ${shared.host}, process memory while it is away` : 'process memory';
  logEvent('shared-stores', { message: `Shared stores: response cache in ${where}; client-error limit in ${limit}` });
}

function drainOnSignal(server: Server) {
  const drain = async (signal: string) => {
    if (state.draining) return;
    state.draining = true;
    logEvent('stopping', { message: `${signal}: draining ${state.inFlight} request(s) in flight, then stopping` });
    server.close();
    server.closeIdleConnections();
    const deadline = Date.now() + GRACE_MS;
    while (state.inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await flushViews();
    siteRedis()?.redis.disconnect();
    // process.exit writes the log's last buffered lines (log.server.ts).
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void drain(signal));
}

/** A crash is one JSON line too, with its stack. */
function logCrashes() {
  process.on('uncaughtException', (error) => {
    logEvent('fatal-error', { ...errorFields(error), stack: error.stack });
    process.exit(1);
  });
}

export const lifecycle = { withProbes, start, drainOnSignal, logCrashes };
