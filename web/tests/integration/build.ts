import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The integration tests run the built CMS and site: build what changed (the end-to-end tests reuse it). */
export default function build() {
  for (const target of ['cms', 'web']) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-if-changed.mjs'), target], { stdio: 'inherit' });
  }
}
