import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { sharedCmsCoverage } from './coverage-folders';

/**
 * The database-coverage run (tests/database-coverage.mjs) tells each test file's share of the CMS's
 * coverage apart: the processes a file starts write into its own folder, and after the file the
 * shared CMS writes what it counted since the file before (SIGUSR2), moved into that folder too.
 */
const base = process.env.CMS_COVERAGE_BASE;
if (base) {
  const shared = sharedCmsCoverage(base);
  const written = () => new Set(fs.readdirSync(shared));
  let folder = '';
  let before = new Set<string>();

  beforeAll(() => {
    folder = path.join(base, path.basename(expect.getState().testPath ?? 'unknown', '.test.ts'));
    fs.mkdirSync(folder, { recursive: true });
    // A CMS or script this file starts inherits these.
    process.env.CMS_COVERAGE_DIR = folder;
    process.env.NODE_V8_COVERAGE = folder;
    before = written();
  });

  afterAll(async () => {
    process.kill(inject('cmsPid'), 'SIGUSR2');
    for (let waited = 0; waited < 30_000; waited += 100) {
      const fresh = [...written()].filter((name) => !before.has(name));
      if (fresh.length > 0) {
        for (const name of fresh) fs.renameSync(path.join(shared, name), path.join(folder, name));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The shared CMS wrote no coverage after SIGUSR2');
  }, 40_000);
}
