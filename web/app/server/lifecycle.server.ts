/**
 * The site process's life, as a load balancer or an orchestrator sees it: liveness at `/_health`,
 * readiness at `/api/health/ready`, the stores it shares named at start, and a drain on SIGTERM
 * that finishes the requests in flight before the process ends (as the CMS does, decision 024).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { confirmContentGeneration } from './content-generation.server';
import { webEnvironment } from '../platform/env.server';
import { errorFields, logEvent } from '../platform/log.server';
import { listenForPurges } from './purge.server';
import { siteRedis } from '../platform/redis.server';
import { warmCache } from './response-cache/warm.server';

/** How long requests in flight may take after SIGTERM before the process ends anyway. */
const GRACE_MS = 25_000;
const PROBE_TIMEOUT_MS = 2_000;

const state = { inFlight: 0, draining: false };

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
};

/**
 * Ready unless draining. What the site depends on is reported, not required: with the CMS down it
 * still serves cached pages and a friendly 503, and with Redis down it works from its own memory,
 * which a load balancer taking every replica out would turn into no site at all.
 */
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

/** The server's request listener: probes answered first, every other request counted while in flight. */
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

/**
 * At start: hears the other replicas' purges, asks the CMS which content generation it serves
 * (pages kept of another go, decision 081), then warms the response cache in the background (again
 * whenever Redis comes back, decision 067), and says which stores this process shares with them.
 */
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

/** On SIGTERM or SIGINT: stop taking connections, let the requests in flight finish, then exit. */
function drainOnSignal(server: Server) {
  const drain = async (signal: string) => {
    if (state.draining) return;
    state.draining = true;
    logEvent('stopping', { message: `${signal}: draining ${state.inFlight} request(s) in flight, then stopping` });
    server.close();
    server.closeIdleConnections();
    const deadline = Date.now() + GRACE_MS;
    while (state.inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    siteRedis()?.redis.disconnect();
    // process.exit writes the log's last buffered lines (log.server.ts).
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void drain(signal));
}

/** A crash is one JSON line too, with its stack; the process then ends as Node would have ended it. */
function logCrashes() {
  process.on('uncaughtException', (error) => {
    logEvent('fatal-error', { ...errorFields(error), stack: error.stack });
    process.exit(1);
  });
}

export const lifecycle = { withProbes, start, drainOnSignal, logCrashes };
