import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceError } from '../source-story';
import { zipBuffer, type TestZipEntry } from './fixtures/write-zip';
import { DEFAULT_LIMITS } from './options';
import { unpackZip } from './zip';

let dir: string;
const zipOf = (entries: TestZipEntry[]) => {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.zip`);
  fs.writeFileSync(file, zipBuffer(entries));
  return file;
};
const unpackedFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('journey-import-zip-')).length;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('unpackZip', () => {
  it('unpacks files and folders into a temporary folder that remove() deletes', async () => {
    const zip = await unpackZip(zipOf([{ name: 'site/' }, { name: 'site/a.md', data: '# A', deflate: true }]), DEFAULT_LIMITS);
    expect(fs.readFileSync(path.join(zip.dir, 'site/a.md'), 'utf8')).toBe('# A');
    await zip.remove();
    expect(fs.existsSync(zip.dir)).toBe(false);
  });

  it('refuses an entry that would be written outside its folder, and writes nothing', async () => {
    const evil = `evil-${Math.random().toString(36).slice(2)}.txt`;
    const before = unpackedFolders();
    await expect(
      unpackZip(
        zipOf([
          { name: 'ok.md', data: 'fine' },
          { name: `../${evil}`, data: 'owned' },
        ]),
        DEFAULT_LIMITS,
      ),
    ).rejects.toThrow(new SourceError(`The zip holds "../${evil}", which would be unpacked outside its folder: refused.`));
    await expect(unpackZip(zipOf([{ name: '/etc/cron.d/evil', data: 'owned' }]), DEFAULT_LIMITS)).rejects.toThrow(
      'The zip holds "/etc/cron.d/evil", which would be unpacked outside its folder: refused.',
    );
    expect(fs.existsSync(path.join(os.tmpdir(), evil))).toBe(false);
    expect(fs.existsSync(path.join(dir, evil))).toBe(false);
    expect(unpackedFolders()).toBe(before);
  });

  it('refuses symbolic links', async () => {
    await expect(unpackZip(zipOf([{ name: 'images', data: '/etc', symlink: true }]), DEFAULT_LIMITS)).rejects.toThrow(
      'The zip holds a symbolic link, "images", which could point outside its folder: refused.',
    );
  });

  it('refuses a zip bomb: too many entries, too many bytes, or more bytes than declared', async () => {
    const three = [{ name: 'a' }, { name: 'b' }, { name: 'c' }];
    await expect(unpackZip(zipOf(three), { ...DEFAULT_LIMITS, maxZipEntries: 2 })).rejects.toThrow(
      'The zip holds 3 entries, more than the 2 allowed.',
    );
    const large = [
      { name: 'a.jpg', data: 'x'.repeat(600) },
      { name: 'b.jpg', data: 'x'.repeat(600) },
    ];
    await expect(unpackZip(zipOf(large), { ...DEFAULT_LIMITS, maxZipBytes: 1000 })).rejects.toThrow(
      'The zip unpacks to more than 1000 bytes: refused.',
    );
    await expect(unpackZip(zipOf(large), { ...DEFAULT_LIMITS, maxZipEntryBytes: 500 })).rejects.toThrow(
      'The zip entry "a.jpg" unpacks to 600 bytes, more than the 500 bytes allowed for one file.',
    );
    const lying = [{ name: 'small.txt', data: 'x'.repeat(100_000), deflate: true, declaredSize: 10 }];
    await expect(unpackZip(zipOf(lying), DEFAULT_LIMITS)).rejects.toThrow(
      'The zip entry "small.txt" unpacks to more bytes than it declares: refused as a zip bomb.',
    );
  });

  it('says a damaged zip cannot be read', async () => {
    const file = path.join(dir, 'damaged.zip');
    fs.writeFileSync(file, Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(40)]));
    await expect(unpackZip(file, DEFAULT_LIMITS)).rejects.toThrow(/^The zip cannot be read: /);
  });
});
