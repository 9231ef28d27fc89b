import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES as CMS_VARIABLES } from '../../cms/src/environment';
import { ENVIRONMENT_VARIABLES as WEB_VARIABLES } from '../../web/app/lib/env.server';

const root = path.resolve(__dirname, '../..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
const documented = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));

describe('docker-compose.yml', () => {
  it('describes PostgreSQL, the CMS and the site built from their targets of the root Dockerfile, and the reverse proxy, each health-checked', () => {
    expect(Object.keys(compose.services)).toEqual(['postgres', 'cms', 'web', 'proxy']);
    expect(compose.services.postgres.image).toBe('postgres:16-bookworm');
    const stages = [...fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]);
    for (const name of ['cms', 'web']) {
      expect(compose.services[name].build, name).toEqual({ context: '.', target: name });
      expect(stages, name).toContain(name);
    }
    for (const [name, service] of Object.entries<any>(compose.services)) {
      expect(['CMD', 'CMD-SHELL'], name).toContain(service.healthcheck.test[0]);
    }
  });

  it('keeps the CMS and the site off the public network: only the reverse proxy publishes ports', () => {
    const published = Object.entries<any>(compose.services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    const proxyConfig = fs.readFileSync(path.join(root, 'deploy/proxy.conf'), 'utf8');
    expect(compose.services.proxy.volumes).toContain('./deploy/proxy.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(proxyConfig).toContain('proxy_pass http://web:3000;');
    expect(proxyConfig).toContain('proxy_pass http://cms:1337;');
    expect(proxyConfig.match(/X-Forwarded-For \$proxy_add_x_forwarded_for;/g)).toHaveLength(2);
  });

  it("has the CMS and the site believe forwarded headers from the proxy's address only", () => {
    const proxyAddress = compose.services.proxy.networks.internal.ipv4_address;
    expect(proxyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const service of ['cms', 'web']) {
      expect(compose.services[service].environment.TRUST_PROXY_ADDRESSES, service).toBe(proxyAddress);
      expect(compose.services[service].networks, service).toEqual(['internal']);
    }
  });

  it('passes each service only variables its configuration reads', () => {
    for (const [service, variables] of [
      ['cms', CMS_VARIABLES],
      ['web', WEB_VARIABLES],
    ] as const) {
      const passed = Object.keys(compose.services[service].environment);
      expect(
        passed.filter((name) => !variables.includes(name)),
        service,
      ).toEqual([]);
    }
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
