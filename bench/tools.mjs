import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const toolsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tools');

/** A bench tool (bench/tools/package.json), installed on first use: the project's `npm install` leaves these out. */
export async function importBenchTool(name) {
  if (!fs.existsSync(path.join(toolsDir, 'node_modules', name))) {
    console.log(`Installing the bench's tools into ${path.relative(process.cwd(), toolsDir)} (first use)...`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: toolsDir, stdio: 'inherit' });
  }
  const entry = createRequire(path.join(toolsDir, 'package.json')).resolve(name);
  return import(pathToFileURL(entry).href);
}
