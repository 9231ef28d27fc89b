import fs from 'node:fs';
import http from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDnsServer, type RunningDnsServer } from '../src/dns-server';
import { NGINX, startResolvingProxy, type RunningProxy } from '../src/nginx-proxy';
import { freePort } from '../src/ports';

/** A replica: answers every request with its name, on one of the loopback addresses. */
interface Replica {
  address: string;
  stop(): Promise<void>;
}

let port: number;
let dns: RunningDnsServer;
let proxy: RunningProxy;
const replicas: Replica[] = [];

async function startReplica(address: string, name: string, cacheControl = 'no-store'): Promise<Replica> {
  const server = http.createServer((_request, response) => {
    response.setHeader('cache-control', cacheControl);
    response.end(name);
  });
  await new Promise<void>((resolve) => server.listen(port, address, resolve));
  const replica = {
    address,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  replicas.push(replica);
  return replica;
}

const answer = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, cache: response.headers.get('x-proxy-cache'), body: await response.text() };
};
/** Who answers `count` requests in a row (each its own address, so none comes from the cache). */
const answerers = async (count: number) => {
  const names = [];
  for (let i = 0; i < count; i += 1) names.push((await answer(`${proxy.siteUrl}/spread-${Date.now()}-${i}`)).body);
  return names;
};

describe.runIf(fs.existsSync(NGINX))('deploy/proxy.conf, with replicas that come and go', () => {
  beforeEach(async () => {
    port = await freePort();
    dns = await startDnsServer();
    // Answers kept 1 s here instead of 10 s, so the test waits less.
    proxy = await startResolvingProxy(dns.address, '1s', port);
  });

  afterEach(async () => {
    await proxy.stop();
    await dns.stop();
    await Promise.all(replicas.splice(0).map((replica) => replica.stop()));
  });

  it('finds a replica recreated at a new address without a restart, and spreads requests over every address', async () => {
    const first = await startReplica('127.0.0.2', 'web-a');
    dns.answer('web-replicas', ['127.0.0.2']);
    expect(await answer(`${proxy.siteUrl}/`)).toMatchObject({ status: 200, body: 'web-a' });

    // web-a recreated: a new container, at a new address.
    await first.stop();
    await startReplica('127.0.0.3', 'web-a, recreated');
    dns.answer('web-replicas', ['127.0.0.3']);
    await expect.poll(async () => (await answer(`${proxy.siteUrl}/`)).body, { timeout: 5_000 }).toBe('web-a, recreated');

    await startReplica('127.0.0.4', 'web-b');
    dns.answer('web-replicas', ['127.0.0.3', '127.0.0.4']);
    await expect
      .poll(async () => new Set(await answerers(20)), { timeout: 5_000 })
      .toEqual(new Set(['web-a, recreated', 'web-b']));
  });

  it('sends each request to a replica that is up while another has stopped', async () => {
    const stopping = await startReplica('127.0.0.2', 'web-a');
    await startReplica('127.0.0.3', 'web-b');
    dns.answer('web-replicas', ['127.0.0.2', '127.0.0.3']);
    await stopping.stop();
    // Docker's DNS still names it for up to 10 s: each request goes on to the other.
    expect(new Set(await answerers(10))).toEqual(new Set(['web-b']));
  });

  it("sends the site's servers to the CMS replicas by their own name", async () => {
    await startReplica('127.0.0.5', 'cms-a');
    dns.answer('cms-replicas', ['127.0.0.5']);
    expect(await answer(`${proxy.cmsUrl}/api/health/ready`)).toMatchObject({ status: 200, body: 'cms-a' });
  });

  it('serves the last good page while no site replica is on the network, and a 502 for a page it never kept', async () => {
    const replica = await startReplica('127.0.0.2', 'the kept page', 'public, max-age=0, s-maxage=300');
    dns.answer('web-replicas', ['127.0.0.2']);
    expect(await answer(`${proxy.siteUrl}/articles/kept`)).toMatchObject({ status: 200, cache: 'MISS' });
    expect(await answer(`${proxy.siteUrl}/articles/kept`)).toMatchObject({ status: 200, cache: 'HIT' });

    await replica.stop();
    dns.answer('web-replicas', []);
    // Past the page's 5 s in the proxy, and the DNS answer's 1 s.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await answer(`${proxy.siteUrl}/articles/kept`)).toEqual({ status: 200, cache: 'STALE', body: 'the kept page' });
    expect((await answer(`${proxy.siteUrl}/articles/never-seen`)).status).toBe(502);
  }, 15_000);
});
