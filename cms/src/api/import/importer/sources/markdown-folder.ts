import fsp from 'node:fs/promises';
import path from 'node:path';
import type { OpenedSource } from '../source-story';
import { pictureDownloader, type Downloader } from './download';
import { readMarkdownStory } from './markdown-story';
import type { ReaderOptions } from './options';
import { addressPath, downloadOrExplain, fileInside, isWebAddress, pathInside, sourceFile } from './pictures';

/** Build output and dependencies: never the site's own pages. */
const IGNORED_FOLDERS = new Set(['node_modules', '_site', 'public', 'resources', 'dist', 'build']);
const MARKDOWN = /\.(md|markdown)$/i;
/** Where generators keep what they serve as it is: Hugo's static/, Jekyll's root, Astro's public/, Eleventy's src/. */
const SITE_FOLDERS = ['static', '', 'public', 'src', 'assets'];

/** The Markdown files below `root`, as paths with `/`, in a stable order; links are not followed. */
export async function* markdownFiles(root: string, relative = ''): AsyncGenerator<string> {
  const entries = await fsp.readdir(path.join(root, relative), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const inner = path.posix.join(relative, entry.name);
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory() && !IGNORED_FOLDERS.has(entry.name)) yield* markdownFiles(root, inner);
    else if (entry.isFile() && MARKDOWN.test(entry.name)) yield inner;
  }
}

/** Addresses are paths from the root (the reader made relative ones so) or site paths looked up where generators serve from. */
async function folderPicture(root: string, address: string, options: ReaderOptions, downloader: Downloader) {
  if (isWebAddress(address) || address.startsWith('//')) return downloadOrExplain(address, options, downloader);
  const clean = addressPath(address);
  const candidates = clean.startsWith('/')
    ? SITE_FOLDERS.map((folder) => path.posix.join(folder, clean).replace(/^\//, ''))
    : [clean];
  for (const candidate of candidates) {
    if (!pathInside(root, candidate)) return { problem: `${address} leads outside the folder: refused.` };
    const found = await fileInside(root, candidate);
    if (found) return sourceFile(found);
  }
  if (clean.startsWith('/') && options.download && options.baseUrl) return downloadOrExplain(address, options, downloader);
  return { problem: `${address} is not in the folder (looked for ${candidates.join(', ')}).` };
}

/** A folder of Markdown files with front matter (Hugo, Jekyll, Eleventy, Astro); `removeUnpacked` when it came from a zip. */
export function openMarkdownFolder(root: string, options: ReaderOptions, removeUnpacked?: () => Promise<void>): OpenedSource {
  const downloader = pictureDownloader(options.limits);
  return {
    format: 'markdown',
    async *stories() {
      for await (const relative of markdownFiles(root)) {
        yield readMarkdownStory(relative, await fsp.readFile(path.join(root, relative), 'utf8'));
      }
    },
    picture: (address) => folderPicture(root, address, options, downloader),
    async close() {
      await downloader.close();
      await removeUnpacked?.();
    },
  };
}
