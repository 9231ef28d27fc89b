#!/usr/bin/env node
// `npm test`: every test, in two lanes side by side (each mostly waits on one server or browser, and the machines have
// two cores); each lane builds just what its next step needs (decision 083). A lane stops at its first failing step and
// the other runs on. `--serial` runs the lanes one after the other; `--full` (or TEST_FULL=1) runs the whole PostgreSQL
// suite and every crash-safety kill on both databases.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serial = process.argv.includes('--serial');
if (process.argv.includes('--full')) process.env.TEST_FULL = '1';
const full = process.env.TEST_FULL === '1';

const npm = (script) => `npm run --silent ${script}`;
const build = (target) => `${JSON.stringify(process.execPath)} scripts/build-if-changed.mjs ${target}`;

const LANES = {
  cms: [
    ['build shared, cms', `${build('shared')} && ${build('cms')}`],
    ['cms unit', npm('test:unit -w cms')],
    ['cms integration, SQLite', npm('test:sqlite -w cms')],
    [`cms integration, PostgreSQL${full ? '' : ' (database-specific files)'}`, npm('test:postgres -w cms')],
    ['build web', build('web')],
    ['web integration', npm('test:integration -w web')],
  ],
  site: [
    ['build shared', build('shared')],
    [
      'unit: shared, testing, admin, web',
      [npm('test -w shared'), npm('test -w testing'), npm('test -w admin'), npm('test:unit -w web')].join(' && '),
    ],
    ['build web, admin, cms, cms panel', ['web', 'admin', 'cms', 'cms-panel'].map(build).join(' && ')],
    ['browser (Playwright)', npm('test:e2e -w web')],
  ],
};

const SUMMARY_LINES = 60;

function runStep(lane, command, tail) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        console.log(`[${lane}] ${line}`);
        tail.push(line);
        if (tail.length > SUMMARY_LINES) tail.shift();
      });
    }
    child.once('exit', (code, signal) => resolve(code === 0 && !signal));
  });
}

async function runLane(name, steps) {
  const times = [];
  const tail = [];
  for (const [label, command] of steps) {
    const started = Date.now();
    const passed = await runStep(name, command, tail);
    times.push({ label, seconds: (Date.now() - started) / 1000, passed });
    if (!passed) return { name, times, tail, passed: false };
  }
  return { name, times, tail, passed: true };
}

const started = Date.now();
const results = [];
if (serial) {
  for (const [name, steps] of Object.entries(LANES)) results.push(await runLane(name, steps));
} else {
  results.push(...(await Promise.all(Object.entries(LANES).map(([name, steps]) => runLane(name, steps)))));
}

console.log(`\nnpm test: steps and their times (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
for (const { name, times } of results) {
  for (const { label, seconds, passed } of times) {
    console.log(`  [${name}] ${label.padEnd(48)} ${seconds.toFixed(0).padStart(5)} s${passed ? '' : '  FAILED'}`);
  }
}
const failed = results.filter((result) => !result.passed);
for (const { name, tail } of failed) {
  console.error(`\n[${name}] the lane's last ${SUMMARY_LINES} lines again:`);
  for (const line of tail) console.error(`[${name}] ${line}`);
}
if (failed.length > 0) {
  console.error(`npm test: the ${failed.map((result) => result.name).join(' and ')} lane failed`);
  process.exit(1);
}
