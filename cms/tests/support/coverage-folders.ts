import fs from 'node:fs';
import path from 'node:path';

/** Where the shared CMS of a database-coverage run (tests/database-coverage.mjs) writes its coverage. */
export const SHARED_CMS_FOLDER = 'shared-cms';

export function sharedCmsCoverage(base: string) {
  const folder = path.join(base, SHARED_CMS_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

/** The shared CMS's start-up share, written before the first file runs: any PostgreSQL run has it. */
export async function writeStartUpCoverage(pid: number, folder: string) {
  process.kill(pid, 'SIGUSR2');
  while (fs.readdirSync(folder).length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
}
