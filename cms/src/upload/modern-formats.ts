/** AVIF and WebP beside every responsive size (decision 066); the original's format stays the fallback. */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

export interface FormatFile {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  filepath: string;
  path: string | null;
  width?: number;
  height?: number;
  size?: number;
  sizeInBytes?: number;
  getStream(): NodeJS.ReadableStream;
}
export interface ResponsiveFormat {
  key: string;
  file: FormatFile;
}

/** AVIF at a low effort, since an upload waits for it (about 0.1–0.25 s per size). */
export const MODERN_ENCODINGS = [
  { name: 'avif', mime: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 2 }) },
  { name: 'webp', mime: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 75 }) },
] as const;

async function encoded(format: ResponsiveFormat, encoding: (typeof MODERN_ENCODINGS)[number]): Promise<ResponsiveFormat> {
  const { file } = format;
  const key = `${format.key}_${encoding.name}`;
  const ext = `.${encoding.name}`;
  const filepath = path.join(path.dirname(file.filepath), `${key}_${file.hash}${ext}`);
  const info = await encoding.encode(sharp(file.filepath)).toFile(filepath);
  return {
    key,
    file: {
      name: `${path.parse(file.name).name}${ext}`,
      hash: file.hash,
      ext,
      mime: encoding.mime,
      filepath,
      path: file.path,
      width: info.width,
      height: info.height,
      size: Math.round((info.size / 1000) * 100) / 100,
      sizeInBytes: info.size,
      getStream: () => createReadStream(filepath),
    },
  };
}

export async function withModernRenditions(formats: ResponsiveFormat[]): Promise<ResponsiveFormat[]> {
  const renditions: ResponsiveFormat[] = [];
  for (const format of formats) {
    if (!format?.file?.filepath || format.file.mime === 'image/gif') continue;
    for (const encoding of MODERN_ENCODINGS) {
      if (format.file.mime !== encoding.mime) renditions.push(await encoded(format, encoding));
    }
  }
  return [...formats, ...renditions];
}
