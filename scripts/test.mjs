#!/usr/bin/env node
/**
 * `npm test`: every test of the repository. The builds the tests run against (the CMS, the admin,
 * the site; the shared package is built by the root script) are made once, then two lanes run side
 * by side, since each mostly waits on one server or browser at a time and the machines this runs
 * on have two cores:
 *   cms   the CMS's unit tests, its integration tests on SQLite, then on PostgreSQL, then the site's
 *         integration tests (several CMS and site processes against an unreachable or a real CMS);
 *   site  the unit tests of shared/, testing/, the admin and the site, then the browser tests.
 * A lane stops at its first failing step and the other runs on, so one run reports both; the
 * command fails if either lane does. Each output line carries its lane's name, and a failed lane's
 * last lines (its test runner's summary, naming what failed) are printed again at the very end, so
 * they are not buried under the output of the lane that ran on.
 * `npm test -- --serial` runs the lanes one after the other instead.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serial = process.argv.includes('--serial');

const lane = (steps) => steps.map((step) => `npm run --silent ${step}`).join(' && ');
const LANES = [
  {
    name: 'cms',
    command: lane(['test:unit -w cms', 'test:sqlite -w cms', 'test:postgres -w cms', 'test:integration -w web']),
  },
  {
    name: 'site',
    command: lane(['test -w shared', 'test -w testing', 'test -w admin', 'test:unit -w web', 'test:e2e -w web']),
  },
];

for (const target of ['cms', 'admin', 'web']) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-changed.mjs'), target], { stdio: 'inherit', cwd: root });
}

/** How many of a lane's last output lines are kept to print again if it fails. */
const SUMMARY_LINES = 60;

const { result, commands } = concurrently(LANES, {
  cwd: root,
  prefix: '[{name}]',
  maxProcesses: serial ? 1 : LANES.length,
});
const tails = new Map(commands.map((command) => [command.name, keepLastLines(command)]));

result.then(
  () => process.exit(0),
  (events) => {
    const failed = events.filter((event) => event.exitCode !== 0).map((event) => event.command.name);
    for (const name of failed) {
      console.error(`\n[${name}] the lane's last ${SUMMARY_LINES} lines again:`);
      for (const line of tails.get(name)()) console.error(`[${name}] ${line}`);
    }
    console.error(`npm test: the ${failed.join(' and ')} lane failed`);
    process.exit(1);
  },
);

/** A function giving the last SUMMARY_LINES lines a lane printed, on either stream. */
function keepLastLines(command) {
  let tail = '';
  const take = (chunk) => {
    tail = (tail + chunk.toString()).slice(-64 * 1024);
  };
  command.stdout.subscribe(take);
  command.stderr.subscribe(take);
  return () => tail.trimEnd().split('\n').slice(-SUMMARY_LINES);
}
