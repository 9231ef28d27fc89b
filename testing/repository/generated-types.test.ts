import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const cms = path.resolve(__dirname, '../../cms');
const committed = path.join(cms, 'types/generated');
const scratch = path.join(cms, '.tmp', `typegen-${process.pid}`);
const strapiCli = path.join(path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [cms] })), 'bin/strapi.js');

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("Strapi's generated types (cms/types/generated, decision 092)", () => {
  it('are what the content types generate today, so the casts they replaced cannot come back hidden', () => {
    execFileSync(process.execPath, [strapiCli, 'ts:generate-types', '-s', '-o', path.relative(cms, scratch)], {
      cwd: cms,
      stdio: 'pipe',
      timeout: 90_000,
    });
    for (const name of fs.readdirSync(committed)) {
      const fresh = fs.readFileSync(path.join(scratch, 'generated', name), 'utf8');
      expect(fresh, `${name}: run npx strapi ts:generate-types in cms/ and commit the result`).toBe(
        fs.readFileSync(path.join(committed, name), 'utf8'),
      );
    }
  }, 120_000);
});
