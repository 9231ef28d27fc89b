import type { OpenedSource } from '../source-story';
import { pictureDownloader } from './download';
import type { ReaderOptions } from './options';
import { addressPath, mediaOrDownload } from './pictures';
import { readItem, rememberRecord, type WordPressLibrary } from './wordpress-story';
import { wxrRecords } from './wxr-stream';

const UPLOADS = '/wp-content/uploads/';

/** Where an address would be in a copy of `wp-content/uploads`: `…/wp-content/uploads/2024/05/x.jpg` → `2024/05/x.jpg`. */
function uploadsPath(address: string): string | null {
  let pathname = address;
  try {
    const url = new URL(address);
    // WordPress.com serves uploads from <site>.files.wordpress.com/2024/05/x.jpg.
    if (url.hostname.endsWith('.files.wordpress.com')) return addressPath(url.pathname.slice(1));
    pathname = url.pathname;
  } catch {
    // A site path such as /wp-content/uploads/2024/05/x.jpg.
  }
  const at = pathname.indexOf(UPLOADS);
  return at >= 0 ? addressPath(pathname.slice(at + UPLOADS.length)) : null;
}

/** Attachments and authors, read in a first pass: a WXR may list an attachment after the post that shows it. */
async function readLibrary(file: string): Promise<WordPressLibrary> {
  const library: WordPressLibrary = { attachments: new Map(), attachedTo: new Map(), authors: new Map() };
  for await (const record of wxrRecords(file, new Set(['item', 'wp:author']))) rememberRecord(library, record);
  return library;
}

/** A WordPress export (WXR), streamed twice; refused at once when it is not well-formed or truncated. */
export async function openWordPress(file: string, options: ReaderOptions): Promise<OpenedSource> {
  const library = await readLibrary(file);
  const downloader = pictureDownloader(options.limits);
  return {
    format: 'wordpress',
    async *stories() {
      for await (const item of wxrRecords(file, new Set(['item']))) {
        const story = readItem(item, library);
        if (story) yield story;
      }
    },
    picture: (address) => mediaOrDownload(address, options, downloader, uploadsPath),
    close: () => downloader.close(),
  };
}
