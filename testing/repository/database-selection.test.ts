import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cms = path.resolve(__dirname, '../../cms');
const selection = JSON.parse(fs.readFileSync(path.join(cms, 'tests/database-specific.json'), 'utf8')) as {
  postgres: string[];
  databaseIndependent: string[];
};
const integrationFiles = fs
  .readdirSync(path.join(cms, 'tests/integration'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/integration/${name}`);

describe("the PostgreSQL lane's selection (cms/tests/database-specific.json, decision 083)", () => {
  it('places every CMS integration test file in exactly one list, and names no file that is gone', () => {
    const listed = [...selection.postgres, ...selection.databaseIndependent];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...integrationFiles].sort());
  });

  it('keeps crash-safety on PostgreSQL, whose durability no line of ours shows', () => {
    expect(selection.postgres).toContain('tests/integration/crash-safety.test.ts');
  });

  it('keeps the parallel staff writes on PostgreSQL, where requests race in transactions of their own', () => {
    expect(selection.postgres).toContain('tests/integration/concurrent-staff-writes.test.ts');
  });
});
