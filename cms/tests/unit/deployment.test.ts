import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES } from '../../src/environment';

const root = path.resolve(__dirname, '../../..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
const documented = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));

describe('docker-compose.yml', () => {
  it('describes PostgreSQL and the CMS, each built or pulled and health-checked', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'cms']));
    for (const [name, service] of Object.entries<any>(compose.services)) {
      expect(service.image || service.build, name).toBeTruthy();
      expect(service.healthcheck?.test, name).toBeTruthy();
      if (service.build) expect(fs.existsSync(path.join(root, service.build.context, service.build.dockerfile)), name).toBe(true);
    }
  });

  it('passes the CMS only variables its configuration reads', () => {
    const passed = Object.keys(compose.services.cms.environment);
    expect(passed.filter((name) => !ENVIRONMENT_VARIABLES.includes(name))).toEqual([]);
  });

  it('takes its settings from variables that .env.example documents', () => {
    const text = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    const interpolated = [...text.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]);
    expect(interpolated.filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('.env.example', () => {
  it('documents every variable the CMS reads, and nothing else', () => {
    expect([...ENVIRONMENT_VARIABLES].sort()).toEqual([...documented].sort());
  });
});
