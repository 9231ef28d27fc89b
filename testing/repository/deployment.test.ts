import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { checkProxyConfig, composeAliases, NGINX } from '../src/nginx-proxy';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES as CMS_VARIABLES } from '../../cms/src/environment';
import { ENVIRONMENT_VARIABLES as WEB_VARIABLES } from '../../web/app/platform/env.server';

const root = path.resolve(__dirname, '../..');
// Compose reads YAML merge keys (`<<: *cms`): the parser must too.
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const proxyConfig = fs.readFileSync(path.join(root, 'deploy/proxy.conf'), 'utf8');
const REPLICAS = { cms: ['cms-a', 'cms-b'], web: ['web-a', 'web-b'] } as const;
const replicas = [...REPLICAS.cms, ...REPLICAS.web];
if (!fs.existsSync(NGINX)) console.info(`deploy/proxy.conf not checked by nginx -t: no ${NGINX} (apt-get install nginx-light)`);
const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
const documented = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));

describe('docker-compose.yml', () => {
  it('describes PostgreSQL, Redis, two CMS and two site replicas built from their targets of the root Dockerfile, and the reverse proxy, each health-checked', () => {
    expect(Object.keys(compose.services)).toEqual(['postgres', 'redis', ...replicas, 'proxy']);
    expect(compose.services.postgres.image).toBe('postgres:16-bookworm');
    expect(compose.services.redis.image).toMatch(/^redis:7/);
    const stages = [...fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]);
    for (const [target, names] of Object.entries(REPLICAS)) {
      expect(stages, target).toContain(target);
      for (const name of names) expect(compose.services[name].build, name).toEqual({ context: '.', target });
    }
    for (const [name, service] of Object.entries<any>(compose.services)) {
      expect(['CMD', 'CMD-SHELL'], name).toContain(service.healthcheck.test[0]);
    }
  });

  it('shares one database, one Redis and one media store between the replicas, and gives each time to drain', () => {
    for (const name of replicas) {
      expect(compose.services[name].environment.REDIS_URL, name).toBe('redis://redis:6379');
      expect(compose.services[name].stop_grace_period, name).toBe('30s');
    }
    for (const name of REPLICAS.cms) {
      expect(compose.services[name].environment.DATABASE_HOST, name).toBe('postgres');
      expect(compose.services[name].volumes, name).toEqual(['cms-uploads:/app/cms/public/uploads']);
      expect(compose.services[name].environment.S3_BUCKET, name).toBe('${S3_BUCKET:-}');
    }
  });

  it('keeps the services off the public network: only the reverse proxy publishes ports, and it spreads requests over every replica', () => {
    const published = Object.entries<any>(compose.services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    expect(compose.services.proxy.volumes).toContain('./deploy/proxy.conf:/etc/nginx/conf.d/default.conf:ro');
    for (const name of replicas) expect(Object.keys(compose.services.proxy.depends_on), name).toContain(name);
    // Each kind's replicas share a network alias; the proxy sends to it, at the port they listen on.
    const aliases = composeAliases();
    const sendsTo = Object.fromEntries(
      [...proxyConfig.matchAll(/set (\$\w+) ([a-z-]+):(\d+);/g)].map(([, variable, alias, port]) => [
        variable,
        { replicas: aliases.get(alias!), port: Number(port) },
      ]),
    );
    expect(sendsTo).toEqual({
      $site_replicas: { replicas: REPLICAS.web, port: compose.services['web-a'].environment.WEB_PORT },
      $cms_replicas: { replicas: REPLICAS.cms, port: compose.services['cms-a'].environment.CMS_PORT },
    });
    expect(proxyConfig.match(/proxy_pass http:\/\/\$site_replicas;/g)).toHaveLength(2);
    expect(proxyConfig.match(/proxy_pass http:\/\/\$cms_replicas;/g)).toHaveLength(2);
    expect(proxyConfig.match(/X-Forwarded-For \$proxy_add_x_forwarded_for;/g)).toHaveLength(4);
  });

  it("looks the replicas' addresses up in Docker's DNS as requests come, never once for good at start", () => {
    expect(proxyConfig).toMatch(/^resolver 127\.0\.0\.11 valid=10s ipv6=off;$/m);
    // A name in an upstream block is resolved once, when nginx starts.
    expect(proxyConfig.match(/^\s*server [a-z-]+:\d+/gm)).toBeNull();
    expect(proxyConfig.match(/proxy_pass http:\/\/[a-z_]+;/g)).toBeNull();
  });

  it("keeps reader pages in the proxy only as the site's caching headers allow", () => {
    expect(proxyConfig).toMatch(
      /map \$upstream_http_cache_control \$site_may_not_share \{\s+~\*\(no-store\|private\|no-cache\) 1;/,
    );
    expect(proxyConfig).toContain('proxy_no_cache $site_may_not_share $http_authorization;');
    expect(proxyConfig).toContain('proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;');
    expect(proxyConfig).toContain('proxy_cache_revalidate on;');
  });

  it.runIf(fs.existsSync(NGINX))('has a proxy configuration that nginx accepts', () => {
    expect(checkProxyConfig()).toContain('test is successful');
  });

  it("has the CMS and the site believe forwarded headers from the proxy's address only", () => {
    const proxyAddress = compose.services.proxy.networks.internal.ipv4_address;
    expect(proxyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const service of replicas) {
      expect(compose.services[service].environment.TRUST_PROXY_ADDRESSES, service).toBe(proxyAddress);
      expect(Object.keys(compose.services[service].networks), service).toEqual(['internal']);
    }
  });

  it('passes each service only variables its configuration reads', () => {
    for (const [target, variables] of [
      ['cms', CMS_VARIABLES],
      ['web', WEB_VARIABLES],
    ] as const) {
      for (const service of REPLICAS[target]) {
        const passed = Object.keys(compose.services[service].environment);
        expect(
          passed.filter((name) => !variables.includes(name)),
          service,
        ).toEqual([]);
      }
    }
  });

  it('passes the CMS replicas the roles that must use two-step sign-in', () => {
    for (const name of REPLICAS.cms) {
      expect(compose.services[name].environment.TWO_FACTOR_REQUIRED_ROLES, name).toBe('${TWO_FACTOR_REQUIRED_ROLES:-}');
    }
    expect(documented.has('TWO_FACTOR_REQUIRED_ROLES')).toBe(true);
  });

  it('takes its settings from variables that .env.example documents', () => {
    const text = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    const interpolated = [...text.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]);
    expect(interpolated.filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('.env.example', () => {
  it('documents every variable the CMS and the site read, and nothing else', () => {
    expect([...new Set([...CMS_VARIABLES, ...WEB_VARIABLES])].sort()).toEqual([...documented].sort());
  });
});
