import fs from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { errors } from '@strapi/utils';
import { IMAGE_MAX_BYTES, INVALID_FILES } from '@journey-canvas/shared';
import type { IncomingFile } from './incoming-file';

const FORMATS = new Map([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
]);

/** PNG stays lossless: sharp's `quality` would turn it into a 256-colour palette. */
const ENCODERS = {
  jpeg: (image: Sharp) => image.jpeg({ quality: 90 }),
  webp: (image: Sharp) => image.webp({ quality: 90 }),
  png: (image: Sharp) => image.png({ compressionLevel: 9 }),
} as const;

/** Refuses a "pixel bomb": a small file that decodes to more than any camera's photo. */
const MAX_PIXELS = 100_000_000;

const explain = (file: IncomingFile, reason: string) =>
  `${INVALID_FILES.description} (${file.originalFilename ?? 'file'}: ${reason})`;
const refuse = (file: IncomingFile, reason: string) => new errors.ValidationError(explain(file, reason));

/** Judged by its bytes alone, then rewritten without its metadata (EXIF, GPS, XMP). */
export async function admitImage(file: IncomingFile): Promise<void> {
  if (file.size > IMAGE_MAX_BYTES) throw new errors.PayloadTooLargeError(explain(file, 'larger than 10MB'));
  const format = await sharp(file.filepath, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .then((metadata) => metadata.format as string | undefined)
    .catch(() => undefined);
  const mime = format && FORMATS.get(format);
  if (!mime) throw refuse(file, 'not a JPG, PNG or WEBP image');

  const clean = await ENCODERS[format as keyof typeof ENCODERS](sharp(file.filepath, { limitInputPixels: MAX_PIXELS }).rotate())
    .toBuffer()
    .catch(() => {
      throw refuse(file, 'not a readable image');
    });
  await fs.writeFile(file.filepath, clean);
  file.size = clean.length;
  file.mimetype = mime;
}
