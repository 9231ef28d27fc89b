/** The root Dockerfile and .dockerignore read as Docker reads them, for checks that need no Docker engine. */
import fs from 'node:fs';
import path from 'node:path';
import dockerignore from '@balena/dockerignore';

export interface Instruction {
  keyword: string;
  text: string;
}

export interface Stage {
  name: string;
  /** An image (`node:24-bookworm-slim`) or an earlier stage's name. */
  from: string;
  instructions: Instruction[];
}

export function readStages(dockerfile: string): Stage[] {
  const logical = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = '', text = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [from = '', , name = from] = text.split(/\s+/);
      stages.push({ name, from, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), text });
    }
  }
  return stages;
}

/** A stage and the stages it is built on, itself first. */
export function lineage(stages: Stage[], name: string): Stage[] {
  const chain: Stage[] = [];
  for (let stage = stages.find((s) => s.name === name); stage; stage = stages.find((s) => s.name === stage!.from)) {
    chain.push(stage);
  }
  return chain;
}

export interface Copy {
  /** The stage copied from; undefined: the build context. */
  from: string | undefined;
  sources: string[];
  destination: string;
}

export function readCopy(instruction: Instruction): Copy {
  const words = instruction.text.split(/\s+/);
  const flags = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
}

/** Whether `docker build` sends a path: not if it, or a folder holding it, is excluded. */
export function contextSends(root: string): (relative: string) => boolean {
  const rules = dockerignore({ ignorecase: false }).add(fs.readFileSync(path.join(root, '.dockerignore'), 'utf8'));
  return (relative) => {
    const parts = relative.split('/');
    return parts.every((_, index) => !rules.ignores(parts.slice(0, index + 1).join('/')));
  };
}
