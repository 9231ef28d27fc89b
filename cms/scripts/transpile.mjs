#!/usr/bin/env node
/** Emits `dist/` as `strapi build` would, without a type check a start need not wait for (decision 082). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(cmsDir, 'tsconfig.json');
const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, cmsDir, undefined, configFile);
const outDir = parsed.options.outDir;
const compilerOptions = { ...parsed.options, incremental: false, noEmitOnError: false };

// Strapi loads every API folder, so a deleted source must not live on in dist/.
for (const emitted of ['src', 'config']) fs.rmSync(path.join(outDir, emitted), { recursive: true, force: true });
// Strapi serves the panel only if dist/build exists at start; build-panel.mjs fills it later.
fs.mkdirSync(path.join(outDir, 'build'), { recursive: true });

for (const file of parsed.fileNames) {
  if (file.endsWith('.d.ts')) continue;
  const target = path.join(outDir, path.relative(cmsDir, file));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (file.endsWith('.json')) {
    fs.copyFileSync(file, target);
    continue;
  }
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), { compilerOptions, fileName: file });
  fs.writeFileSync(target.replace(/\.ts$/, '.js'), outputText);
}
