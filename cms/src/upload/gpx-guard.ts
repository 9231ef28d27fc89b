import fs from 'node:fs/promises';
import path from 'node:path';
import { errors } from '@strapi/utils';
import { GPX_MAX_BYTES, GPX_MIME_TYPE, GPX_REFUSED, GPX_MESSAGES, type RouteTrimPreview } from '@journey-canvas/shared';
import { cleanGpx, GpxError, looksLikeXml } from '@journey-canvas/shared/server';
import type { IncomingFile } from './incoming-file';

const explain = (file: IncomingFile, reason: string) => `${GPX_REFUSED} (${file.originalFilename ?? 'file'}: ${reason})`;

const SNIFF_BYTES = 4096;
const GPX_ELEMENT = /<(?:[\w.-]+:)?gpx[\s>]/;

/** By name, so a picture renamed `.gpx` is refused as a route, or by content whatever the name. */
export async function isGpxUpload(file: IncomingFile): Promise<boolean> {
  if (/\.gpx$/i.test(file.originalFilename ?? '')) return true;
  const handle = await fs.open(file.filepath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    const start = buffer.subarray(0, bytesRead).toString('latin1');
    return looksLikeXml(start) && GPX_ELEMENT.test(start);
  } finally {
    await handle.close();
  }
}

/** Rewritten in place as the cleaned track (decisions 062, 085); answers what was cut. */
export async function admitGpx(file: IncomingFile): Promise<RouteTrimPreview> {
  if (file.size > GPX_MAX_BYTES) throw new errors.PayloadTooLargeError(explain(file, GPX_MESSAGES.tooLarge));
  let cleaned: string;
  let preview: RouteTrimPreview;
  try {
    ({ gpx: cleaned, preview } = cleanGpx(await fs.readFile(file.filepath)));
  } catch (error) {
    if (error instanceof GpxError) throw new errors.ValidationError(explain(file, error.message));
    throw error;
  }
  await fs.writeFile(file.filepath, cleaned);
  file.size = Buffer.byteLength(cleaned);
  file.mimetype = GPX_MIME_TYPE;
  // Strapi stores the type its own check detected (XML) over the declared one.
  file.detectedMimeType = GPX_MIME_TYPE;
  const name = file.originalFilename ?? 'route.gpx';
  file.originalFilename = `${path.basename(name, path.extname(name)) || 'route'}.gpx`;
  return preview;
}
