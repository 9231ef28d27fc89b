import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { slugify, type ImportReport } from '@journey-canvas/shared';
import { drawLandscape } from '../../../drawing/landscape';
import { IMPORT_ITEM_UID } from '../../../content-types';
import type { ImportLedger } from './import-ledger';
import type { OpenedSource, SourcePicture } from './source-story';

export interface LibraryPicture {
  id: number;
  url: string;
}

export interface PictureShelf {
  /** The library's copy of a source picture, uploaded once a run and once ever (the ledger), or why not. */
  get(picture: SourcePicture): Promise<LibraryPicture | { problem: string }>;
  /** A drawn picture for a story that has none, so it can be kept as a draft (a story needs one). */
  placeholder(title: string): Promise<LibraryPicture>;
  /** Pictures of a story that was written: no later failure removes them. */
  keep(pictures: LibraryPicture[]): void;
  /** Pictures this run uploaded for a story that then failed, and no written story uses: removed, so nothing half-written stays. */
  discard(pictures: LibraryPicture[]): Promise<void>;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

const mimeOf = (name: string) => MIME_BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** Greys, so an editor sees at a glance it is not the story's own picture. */
const PLACEHOLDER_PALETTE = ['#d9dde1', '#eef0f2', '#ffffff', '#b8bec5', '#9aa2ab'] as const;

/** A dry run reads each picture but stores none: this stands in for its address. */
const DRY_RUN_ADDRESS = '/uploads/dry-run.jpg';

export function pictureShelf(
  strapi: Core.Strapi,
  source: OpenedSource,
  ledger: ImportLedger,
  report: ImportReport,
  dryRun: boolean,
): PictureShelf {
  const got = new Map<string, Promise<LibraryPicture | { problem: string }>>();
  /** This run's uploads no written story uses yet, by file id, with the source address they came from. */
  const uploaded = new Map<number, string>();
  const sourceIdOf = (address: string) => `picture:${source.format}:${address}`;

  async function fromLedger(address: string): Promise<LibraryPicture | null> {
    const entry = await ledger.find(sourceIdOf(address));
    if (!entry) return null;
    const file = await strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { id: Number(entry.target) }, select: ['id', 'url'] });
    return file ? { id: file.id as number, url: file.url as string } : null;
  }

  async function upload(picture: SourcePicture): Promise<LibraryPicture | { problem: string }> {
    const known = await fromLedger(picture.address);
    if (known) {
      report.counts.pictures.reused += 1;
      return known;
    }
    const file = await source.picture(picture.address);
    if ('problem' in file) {
      report.counts.pictures.missing += 1;
      return file;
    }
    try {
      if (dryRun) {
        report.counts.pictures.uploaded += 1;
        return { id: 1, url: DRY_RUN_ADDRESS };
      }
      const { size } = await fs.stat(file.filepath);
      const [stored] = (await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name: file.name, alternativeText: picture.alt ?? null, caption: picture.caption ?? null } },
          files: { filepath: file.filepath, originalFilename: file.name, mimetype: mimeOf(file.name), size },
        })) as LibraryPicture[];
      await ledger.remember({
        sourceId: sourceIdOf(picture.address),
        kind: 'picture',
        target: String(stored!.id),
        fingerprint: null,
      });
      uploaded.set(stored!.id, picture.address);
      report.counts.pictures.uploaded += 1;
      return { id: stored!.id, url: stored!.url };
    } catch (error) {
      report.counts.pictures.missing += 1;
      return { problem: (error as Error).message };
    } finally {
      await file.release();
    }
  }

  async function placeholder(title: string): Promise<LibraryPicture> {
    if (dryRun) return { id: 1, url: DRY_RUN_ADDRESS };
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'journey-canvas-import-'));
    const filepath = path.join(folder, 'placeholder.jpg');
    try {
      const bytes = await drawLandscape(PLACEHOLDER_PALETTE, title.length);
      await fs.writeFile(filepath, bytes);
      const [stored] = (await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: {
            fileInfo: { name: `${slugify(title) || 'story'}-placeholder.jpg`, alternativeText: `Placeholder for ${title}` },
          },
          files: { filepath, originalFilename: 'placeholder.jpg', mimetype: 'image/jpeg', size: bytes.length },
        })) as LibraryPicture[];
      uploaded.set(stored!.id, '');
      return { id: stored!.id, url: stored!.url };
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }

  return {
    placeholder,
    get(picture) {
      if (!got.has(picture.address)) got.set(picture.address, upload(picture));
      return got.get(picture.address)!;
    },
    async discard(pictures) {
      for (const picture of pictures.filter((each) => uploaded.has(each.id))) {
        const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id: picture.id } });
        if (file) await strapi.plugin('upload').service('upload').remove(file);
        await strapi.db.query(IMPORT_ITEM_UID).deleteMany({ where: { kind: 'picture', target: String(picture.id) } });
        if (uploaded.get(picture.id)) got.delete(uploaded.get(picture.id)!);
        uploaded.delete(picture.id);
      }
    },
    keep(pictures) {
      for (const picture of pictures) uploaded.delete(picture.id);
    },
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A picture's optional title: double or single quotes, or parentheses, as CommonMark allows. */
const TITLE = String.raw`(?:\s+(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^)\\]|\\.)*\)))?`;

/** A gallery whose pictures could all not be had. */
const EMPTY_GALLERY = /^::: gallery\n\s*^:::$/gm;

/**
 * Each source address written in the text replaced by the library's; a picture that could not be
 * had goes, line and all, and so does a gallery left with none.
 */
export function withLibraryAddresses(markdown: string, addresses: Map<string, string | null>): string {
  let text = markdown;
  for (const [address, url] of addresses) {
    const written = new RegExp(String.raw`!\[[^\]]*\]\(\s*<?${escaped(address)}>?${TITLE}\s*\)`, 'g');
    text = url === null ? text.replace(written, '') : text.replace(written, (whole) => whole.replace(address, url));
  }
  return text
    .replace(EMPTY_GALLERY, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '');
}
