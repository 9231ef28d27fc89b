import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shownDate, shownDateAndTime, shownTime } from './dates';

const source = path.dirname(fileURLToPath(import.meta.url));
const modules = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return modules(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });

describe('dates in the admin', () => {
  it('are all shown in one style: a date and time begins with the date alone', () => {
    const at = '2026-12-01T21:30:00.000Z';
    expect(shownDateAndTime(at).startsWith(shownDate(at))).toBe(true);
    expect(shownDateAndTime(at).endsWith(shownTime(at))).toBe(true);
    expect(shownDate(Date.parse(at))).toBe(shownDate(new Date(at)));
  });

  it('are formatted in dates.ts only', () => {
    const formatting = /toLocale(?:Date|Time)?String\(|new Intl\.DateTimeFormat\(/;
    const elsewhere = modules(source)
      .filter((file) => path.basename(file) !== 'dates.ts' && formatting.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(source, file));
    expect(elsewhere).toEqual([]);
  });
});
