import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceError } from '../source-story';
import { zipBuffer } from './fixtures/write-zip';
import { openSource } from './open-source';

const FIXTURES = path.join(__dirname, 'fixtures');
const WXR = fs.readFileSync(path.join(FIXTURES, 'wordpress-export.xml'), 'utf8');
const GHOST = fs.readFileSync(path.join(FIXTURES, 'ghost-export.json'), 'utf8');
const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const RSS = '<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel>';

let dir: string;
const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};

async function firstTitle(file: string) {
  const source = await openSource(file);
  try {
    for await (const item of source.stories()) return { format: source.format, title: item.title };
  } finally {
    await source.close();
  }
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-source-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('openSource', () => {
  it('tells the formats apart by their content, not their names', async () => {
    expect(await firstTitle(write('export.json', WXR))).toEqual({ format: 'wordpress', title: 'Ferry to Hvar & back' });
    expect(await firstTitle(write('export.xml', GHOST))).toEqual({ format: 'ghost', title: 'Tram 28 at dawn' });
    const flat = JSON.stringify(JSON.parse(GHOST).db[0]);
    expect(await firstTitle(write('flat-ghost', flat))).toEqual({ format: 'ghost', title: 'Tram 28 at dawn' });
    expect((await firstTitle(path.join(FIXTURES, 'markdown-site')))?.format).toBe('markdown');
    expect((await firstTitle(write('site.bin', zipBuffer([{ name: 'site/a.md', data: '---\ntitle: A\n---\nx' }]))))?.format).toBe(
      'markdown',
    );
    // The WordPress export namespace has lately been written with https.
    expect(
      (await firstTitle(write('https.xml', WXR.replace(/http:\/\/wordpress\.org\/export/g, 'https://wordpress.org/export'))))
        ?.format,
    ).toBe('wordpress');
  });

  it('refuses anything else with one clear sentence', async () => {
    const unknown = 'This file is not a WordPress export (WXR), a Ghost export or a folder of Markdown files.';
    await expect(openSource(write('feed.xml', `${HEADER}<rss version="2.0"><channel></channel></rss>`))).rejects.toThrow(unknown);
    await expect(openSource(write('other.json', '{"posts": []}'))).rejects.toThrow(unknown);
    await expect(openSource(write('notes.txt', 'hello'))).rejects.toThrow(unknown);
    await expect(openSource(fs.mkdtempSync(path.join(dir, 'empty-')))).rejects.toThrow(
      /^The folder .* holds no Markdown files\.$/,
    );
    await expect(openSource(path.join(dir, 'missing.xml'))).rejects.toThrow(`There is no file or folder at ${dir}/missing.xml.`);
  });

  it('refuses files over the size limit, saying how large they are', async () => {
    const file = write('large.xml', WXR);
    await expect(openSource(file, { limits: { maxXmlBytes: 1024 } })).rejects.toThrow(
      /^The WordPress export is \d+\.\d KB, more than the 1 KB that can be imported\.$/,
    );
    await expect(openSource(write('large.json', GHOST), { limits: { maxJsonBytes: 1024 } })).rejects.toThrow(
      /^The JSON file is \d+\.\d KB, more than the 1 KB that can be imported\.$/,
    );
  });

  it('refuses a truncated export before reading any story', async () => {
    const truncated = openSource(write('cut.xml', WXR.slice(0, WXR.indexOf('<wp:post_id>104'))));
    await expect(truncated).rejects.toThrow(
      new SourceError('The WordPress export ends before its end: the file may be truncated.'),
    );
    for (const cut of [GHOST.slice(0, 2000), GHOST.trimEnd().slice(0, -1)]) {
      await expect(openSource(write('cut.json', cut))).rejects.toThrow(
        'The Ghost export ends before its end: the file may be truncated.',
      );
    }
  });

  it('refuses declared entities (XML bombs, external entities) and reports undefined ones', async () => {
    const bomb = `${HEADER}<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>\n${RSS}<title>&lol2;</title></channel></rss>`;
    const external = `${HEADER}<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n${RSS}<title>&xxe;</title></channel></rss>`;
    const declares = /^The WordPress export declares its own entities .*: refused for safety\.$/;
    await expect(openSource(write('bomb.xml', bomb))).rejects.toThrow(declares);
    await expect(openSource(write('xxe.xml', external))).rejects.toThrow(declares);
    await expect(openSource(write('entity.xml', `${HEADER}${RSS}<title>Caf&eacute;</title></channel></rss>`))).rejects.toThrow(
      new SourceError('The WordPress export is not well-formed XML (line 2, column 90: undefined entity).'),
    );
  });
});
