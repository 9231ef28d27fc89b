import fs from 'node:fs/promises';
import sharp from 'sharp';
import { errors } from '@strapi/utils';
import { IMAGE_MAX_BYTES, NOTICES } from '@journey-canvas/shared';

const FORMATS: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

const refuse = (file: IncomingFile, reason: string) =>
  new errors.ValidationError(`${NOTICES.invalidFiles.description} (${file.originalFilename ?? 'file'}: ${reason})`);

/**
 * Admits an upload only when its bytes decode as a JPEG, PNG or WebP image of at most 10 MB, then
 * rewrites it without its metadata (EXIF, GPS, XMP), applying the EXIF orientation first.
 * What the name or the declared type says is not trusted.
 */
export async function admitImage(file: IncomingFile): Promise<void> {
  if (file.size > IMAGE_MAX_BYTES) throw refuse(file, 'larger than 10MB');
  const format = await sharp(file.filepath)
    .metadata()
    .then((metadata) => metadata.format as string | undefined)
    .catch(() => undefined);
  const mime = format && FORMATS[format];
  if (!mime) throw refuse(file, 'not a JPG, PNG or WEBP image');

  const clean = await sharp(file.filepath)
    .rotate()
    .toFormat(format as 'jpeg' | 'png' | 'webp', { quality: 90 })
    .toBuffer();
  await fs.writeFile(file.filepath, clean);
  file.size = clean.length;
  file.mimetype = mime;
}

export async function admitImages(files: IncomingFile | IncomingFile[] | undefined): Promise<void> {
  for (const file of Array.isArray(files) ? files : files ? [files] : []) await admitImage(file);
}
