#!/usr/bin/env node
/**
 * `npm run test:database-coverage -w cms`: which integration test files must run on PostgreSQL too,
 * proved by coverage (decision 083). Runs the whole integration suite on SQLite and on PostgreSQL
 * with V8 coverage of every CMS process and script, each test file's share apart, then:
 *   - the database-specific lines: every line the PostgreSQL run covers in a module that writes its
 *     own SQL or asks which database it is on, and every line only one of the two runs covers;
 *   - picks test files until their PostgreSQL coverage holds every such line (each file's worth is
 *     the lines it adds for the seconds it takes), plus the files that test the engine itself (ENGINE_TESTS);
 *   - checks the pick covers exactly what the whole PostgreSQL run covers of those lines, and writes
 *     tests/database-specific.json, which the PostgreSQL lane reads. `--analyse DIR` re-reads a run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8ToIstanbul from 'v8-to-istanbul';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.dirname(cmsDir);
const SELECTION_FILE = path.join(cmsDir, 'tests/database-specific.json');
/** A module that writes SQL itself or asks which database it runs on. */
const WRITES_ITS_OWN_SQL =
  /\.raw\(|getConnection\(|rawTable\(|connection\.client|\.client\b.*(postgres|sqlite)|'postgres'|'sqlite'|knex/;
/**
 * Always on PostgreSQL: they test what the engine does, which no line of ours shows: durability
 * under SIGKILL, two CMS processes racing to claim the same due posts in their transactions, and
 * parallel staff requests whose conditional writes only PostgreSQL's row locks put to the test.
 */
const ENGINE_TESTS = [
  'tests/integration/concurrent-staff-writes.test.ts',
  'tests/integration/crash-safety.test.ts',
  'tests/integration/scheduled-publishing.test.ts',
];
const DATABASES = ['sqlite', 'postgres'];

const analyseArg = process.argv.indexOf('--analyse');
const runDir =
  analyseArg > 0 ? path.resolve(process.argv[analyseArg + 1]) : fs.mkdtempSync(path.join(os.tmpdir(), 'jc-db-coverage-'));

if (analyseArg < 0) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-changed.mjs'), 'cms'], { stdio: 'inherit' });
  for (const database of DATABASES) {
    console.log(`\nThe integration suite on ${database}, with coverage, into ${runDir}/${database}`);
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--project',
        'integration',
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${path.join(runDir, `${database}.json`)}`,
      ],
      {
        cwd: cmsDir,
        stdio: 'inherit',
        env: { ...process.env, TEST_DATABASE: database, TEST_FULL: '1', CMS_COVERAGE_BASE: path.join(runDir, database) },
      },
    );
    if (run.status !== 0) throw new Error(`The ${database} run failed: fix the suite first`);
  }
}

/** The CMS's own code: its compiled server code and its scripts, by path from cms/. */
function ownFile(url) {
  if (!url.startsWith('file://')) return undefined;
  const relative = path.relative(cmsDir, fileURLToPath(url));
  return /^(dist\/(src|config)\/|scripts\/)/.test(relative) && !relative.includes('node_modules') ? relative : undefined;
}

/** Every line (`file:line`) one folder of V8 coverage files covers. */
async function coveredLines(folder) {
  const lines = new Set();
  if (!fs.existsSync(folder)) return lines;
  for (const name of fs.readdirSync(folder).filter((entry) => entry.endsWith('.json'))) {
    const { result } = JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'));
    for (const script of result) {
      const file = ownFile(script.url);
      if (!file) continue;
      const converter = v8ToIstanbul(fileURLToPath(script.url), 0);
      await converter.load();
      converter.applyCoverage(script.functions);
      const [data] = Object.values(converter.toIstanbul());
      for (const [id, statement] of Object.entries(data.statementMap)) {
        if (data.s[id] > 0) lines.add(`${file}:${statement.start.line}`);
      }
    }
  }
  return lines;
}

/** Per test file (and the shared CMS's start-up as `(start-up)`), the lines it covers on one database. */
async function perFile(database) {
  const base = path.join(runDir, database);
  const files = new Map();
  for (const entry of fs.readdirSync(base)) {
    // The shared CMS's folder (tests/support/coverage-folders.ts) keeps its start-up share.
    const name = entry === 'shared-cms' ? '(start-up)' : `tests/integration/${entry}.test.ts`;
    files.set(name, await coveredLines(path.join(base, entry)));
  }
  return files;
}

const union = (sets) => new Set([...sets].flatMap((set) => [...set]));
const sqlite = await perFile('sqlite');
const postgres = await perFile('postgres');
const sqliteAll = union(sqlite.values());
const postgresAll = union(postgres.values());

const ownSql = new Set(
  [...postgresAll].filter((line) => {
    const file = line.slice(0, line.lastIndexOf(':'));
    return WRITES_ITS_OWN_SQL.test(fs.readFileSync(path.join(cmsDir, file), 'utf8'));
  }),
);
const postgresOnly = new Set([...postgresAll].filter((line) => !sqliteAll.has(line)));
const sqliteOnly = new Set([...sqliteAll].filter((line) => !postgresAll.has(line)));
const specific = union([ownSql, postgresOnly]);

const seconds = new Map(
  JSON.parse(fs.readFileSync(path.join(runDir, 'postgres.json'), 'utf8')).testResults.map((result) => [
    path.relative(cmsDir, result.name),
    (result.endTime - result.startTime) / 1000,
  ]),
);
// Every PostgreSQL run starts the shared CMS: its start-up lines come with any pick.
const picked = [...ENGINE_TESTS];
const covered = union([postgres.get('(start-up)') ?? new Set(), ...picked.map((file) => postgres.get(file) ?? new Set())]);
const missing = () => [...specific].filter((line) => !covered.has(line));
while (missing().length > 0) {
  const left = new Set(missing());
  const worth = (file) => [...postgres.get(file)].filter((line) => left.has(line)).length / Math.max(1, seconds.get(file) ?? 1);
  const candidates = [...postgres.keys()].filter((file) => file !== '(start-up)' && !picked.includes(file));
  const best = candidates.sort((a, b) => worth(b) - worth(a))[0];
  if (!best || worth(best) === 0) throw new Error(`No file covers ${[...left].slice(0, 5).join(', ')}`);
  picked.push(best);
  for (const line of postgres.get(best)) covered.add(line);
}

const everyFile = fs
  .readdirSync(path.join(cmsDir, 'tests/integration'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/integration/${name}`)
  .sort();
const time = (files) => files.reduce((sum, file) => sum + (seconds.get(file) ?? 0), 0);
const selection = {
  about:
    'The integration test files the PostgreSQL lane runs (TEST_FULL=1 runs all): made by tests/database-coverage.mjs, decision 083.',
  postgres: picked.sort(),
  databaseIndependent: everyFile.filter((file) => !picked.includes(file)),
  evidence: {
    madeOn: new Date().toISOString().slice(0, 10),
    databaseSpecificLines: specific.size,
    linesInModulesWithTheirOwnSql: ownSql.size,
    linesOnlyPostgresCovers: postgresOnly.size,
    linesOnlySqliteCovers: sqliteOnly.size,
    ofThemCoveredByThePick: [...specific].filter((line) => covered.has(line)).length,
    postgresSecondsAll: Math.round(time(everyFile)),
    postgresSecondsPicked: Math.round(time(picked)),
  },
};
fs.writeFileSync(SELECTION_FILE, `${JSON.stringify(selection, null, 2)}\n`);
console.log(`\n${JSON.stringify(selection.evidence, null, 2)}`);
console.log(
  `PostgreSQL runs ${picked.length} of ${everyFile.length} files: ${path.relative(root, SELECTION_FILE)} (coverage in ${runDir})`,
);
console.log(`Lines only PostgreSQL covers:\n  ${[...postgresOnly].sort().join('\n  ')}`);
