import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadWebEnvironment } from '../../web/app/platform/env.server';
import { contextSends, lineage, readCopy, readStages, type Stage } from '../src/docker-build';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const stages = readStages(read('Dockerfile'));
const sends = contextSends(root);
const compose = parse(read('docker-compose.yml'), { merge: true });
const manifest = JSON.parse(read('package.json'));
const workspaces: string[] = manifest.workspaces;
/** The server images, each named after its workspace; compose runs each as two replicas. */
const TARGETS = { cms: ['cms-a', 'cms-b'], web: ['web-a', 'web-b'] } as const;

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const tracked = git('ls-files', '-z').split('\0').filter(Boolean);
/** The committed files at or under a path. */
const committed = (source: string) => tracked.filter((file) => file === source || file.startsWith(`${source}/`));

/**
 * Paths that a .gitignore line names, made concrete: `*` becomes a name, a folder pattern one file
 * in it, and a pattern git applies at any depth (no inner `/`) is tried at the root, in each
 * workspace and deeper in one.
 */
function ignoredSamples(pattern: string): string[] {
  const folder = pattern.endsWith('/');
  const body = pattern.replace(/\/$/, '');
  const leaf = body.replace(/^\//, '').replaceAll('*', 'sample') + (folder ? '/sample' : '');
  if (body.includes('/')) return [leaf];
  return ['', ...workspaces.map((workspace) => `${workspace}/`), `${workspaces[0]}/src/`].map((prefix) => prefix + leaf);
}

const gitignored = read('.gitignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
  .flatMap(ignoredSamples);

function stage(name: string): Stage {
  const found = stages.find((s) => s.name === name);
  if (!found) throw new Error(`The Dockerfile has no stage ${name}`);
  return found;
}

const runs = (chain: Stage[]) =>
  chain.flatMap((s) => s.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.text.replace(/\s+/g, ' ')));

/** The folder a final stage's server runs in: its last WORKDIR. */
const workdir = (target: string) => stage(target).instructions.findLast((i) => i.keyword === 'WORKDIR')!.text;

describe('.dockerignore', () => {
  it('leaves out of the build context every path git ignores: builds, caches, test and bench results, uploads, logs, local secrets', () => {
    expect(gitignored.length).toBeGreaterThan(20);
    // The samples are what git ignores: checked with git itself.
    const ignoredByGit = git('check-ignore', '--no-index', ...gitignored)
      .split('\n')
      .filter(Boolean);
    expect(ignoredByGit.sort()).toEqual([...gitignored].sort());
    expect(gitignored.filter(sends)).toEqual([]);
  });

  it('sends every committed file that the Dockerfile copies from the context', () => {
    const copied = stages.flatMap((s) =>
      s.instructions
        .filter((i) => i.keyword === 'COPY')
        .map(readCopy)
        .filter((copy) => copy.from === undefined)
        .flatMap((copy) => copy.sources),
    );
    expect(copied).toContain('package-lock.json');
    for (const source of copied) {
      const files = committed(source);
      expect(files, `${source} is not in the repository`).not.toEqual([]);
      expect(
        files.filter((file) => !sends(file)),
        source,
      ).toEqual([]);
    }
  });
});

describe('Dockerfile', () => {
  it("builds every image on Node 24, the project's runtime, on Debian", () => {
    const images = stages.map((s) => s.from).filter((from) => !stages.some((s) => s.name === from));
    expect(new Set(images)).toEqual(new Set(['node:24-bookworm-slim']));
    expect(manifest.engines.node).toContain('^24');
  });

  it('installs dependencies from the lockfile with npm ci, never npm install', () => {
    const commands = runs(stages);
    expect(commands.filter((run) => /\bnpm (install|i|add)\b/.test(run))).toEqual([]);
    expect(commands.filter((run) => /\bnpm ci\b/.test(run)).length).toBeGreaterThanOrEqual(3);
  });

  it('copies what the root postinstall runs before the npm ci that runs it', () => {
    const script = /node (\S+)/.exec(manifest.scripts.postinstall)?.[1];
    expect(script, 'the root postinstall runs a script of the repository').toBeDefined();
    for (const s of stages) {
      const install = s.instructions.findIndex(
        (i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.text) && !/postinstall/.test(i.text),
      );
      if (install < 0) continue;
      const copiedBefore = lineage(stages, s.name)
        .reverse()
        .flatMap((stageBefore) => (stageBefore === s ? stageBefore.instructions.slice(0, install) : stageBefore.instructions))
        .filter((i) => i.keyword === 'COPY')
        .flatMap((i) => readCopy(i).sources);
      expect(
        copiedBefore.some((source) => script === source || script!.startsWith(`${source}/`)),
        `${s.name} runs npm ci before copying ${script}`,
      ).toBe(true);
    }
  });

  it.each(Object.keys(TARGETS))(
    "gives the %s image only its own workspace's production dependencies and built files",
    (target) => {
      const copies = stage(target)
        .instructions.filter((i) => i.keyword === 'COPY')
        .map(readCopy);
      const fromStages = copies.filter((copy) => copy.from !== undefined);
      // The dependencies: a stage whose only install is `npm ci --omit=dev -w <target>`, after the
      // devDependencies of the workspace and of shared, which npm would otherwise follow, are dropped.
      const dependencies = fromStages.filter((copy) => copy.sources.includes('/app'));
      expect(dependencies).toHaveLength(1);
      const installs = runs(lineage(stages, dependencies[0]!.from!)).filter((run) => /\bnpm (ci|install)\b/.test(run));
      expect(installs).toHaveLength(1);
      expect(installs[0]).toMatch(
        new RegExp(`npm pkg delete devDependencies -w ${target} -w shared && npm ci --omit=dev -w ${target} `),
      );
      // From the build stages, which hold every workspace's dependencies: built folders only.
      const built = fromStages.filter((copy) => copy !== dependencies[0]).flatMap((copy) => copy.sources);
      expect(built).toContain('/app/shared/dist');
      expect(built.filter((source) => !/^\/app\/[a-z]+\/(dist|build)$/.test(source))).toEqual([]);
      // From the context: files of the target's workspace, none that holds secrets or local state.
      const context = copies.filter((copy) => copy.from === undefined).flatMap((copy) => copy.sources);
      expect(context.filter((source) => !source.startsWith(`${target}/`))).toEqual([]);
      expect(context.filter((source) => /(^|\/)(\.env|\.tmp|node_modules)/.test(source))).toEqual([]);
    },
  );

  it.each(Object.keys(TARGETS))(
    'runs the %s server as user node, owning the folders it writes, where compose mounts volumes',
    (target) => {
      const instructions = stage(target).instructions;
      const users = instructions.filter((i) => i.keyword === 'USER');
      expect(users.map((i) => i.text)).toEqual(['node']);
      // What the stage makes before it turns to that user: `mkdir -p A B && chown [-R] node:node B`.
      const made: string[] = [];
      const owned: string[] = [];
      for (const run of instructions.slice(0, instructions.indexOf(users[0]!)).filter((i) => i.keyword === 'RUN')) {
        const [, folders = '', chowned = ''] = /mkdir -p ([^&]+)(?:&& chown (?:-R )?node:node ([^&]+))?$/.exec(run.text) ?? [];
        const resolve = (list: string) =>
          list
            .trim()
            .split(/\s+/)
            .filter(Boolean)
            .map((folder) => path.posix.resolve(workdir(target), folder));
        made.push(...resolve(folders));
        owned.push(...resolve(chowned).filter((folder) => made.includes(folder)));
      }
      const inWorkdir = (folders: string[]) => folders.map((folder) => path.posix.resolve(workdir(target), folder)).sort();
      const writes = {
        cms: ['public/uploads', '.tmp'],
        // The response cache's disk tier (without REDIS_URL), at its default place.
        web: [path.dirname(path.relative(process.cwd(), loadWebEnvironment({}).pageCacheFile))],
      }[target]!;
      expect(owned.sort()).toEqual(inWorkdir(writes));
      // Strapi makes its migrations folder at start when it is missing.
      const startsWith = { cms: ['database/migrations'], web: [] }[target]!;
      expect(made).toEqual(expect.arrayContaining(inWorkdir(startsWith)));
      for (const replica of TARGETS[target as keyof typeof TARGETS]) {
        const mounts = (compose.services[replica].volumes ?? []).map((volume: string) => volume.split(':')[1]);
        expect(
          mounts.filter((mount: string) => !owned.includes(mount)),
          replica,
        ).toEqual([]);
      }
    },
  );
});
