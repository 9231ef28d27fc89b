import fs from 'node:fs/promises';
import path from 'node:path';
import { errors } from '@strapi/utils';
import { GPX_MAX_BYTES, GPX_MIME_TYPE, GPX_REFUSED, GPX_MESSAGES, type RouteTrimPreview } from '@journey-canvas/shared';
import { cleanGpx, GpxError, looksLikeXml } from '@journey-canvas/shared/server';
import type { IncomingFile } from './incoming-file';

const explain = (file: IncomingFile, reason: string) => `${GPX_REFUSED} (${file.originalFilename ?? 'file'}: ${reason})`;

/** Bytes read to tell a GPX file from anything else: its declaration, a comment and the root's start. */
const SNIFF_BYTES = 4096;
/** A `<gpx` element (any namespace prefix). */
const GPX_ELEMENT = /<(?:[\w.-]+:)?gpx[\s>]/;

/**
 * Whether an upload is meant as a GPX route: its name ends in `.gpx` (so a picture or a KML file
 * renamed `.gpx` is refused as a route, not kept as something else), or its bytes are XML with a
 * `<gpx` element near the start, whatever its name. Anything else is judged as an image.
 */
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

/**
 * Admits a GPX route (decisions 062 and 085): at most 10 MB, read by a safe XML parser, refused
 * when it is malformed, declares a DOCTYPE or entities (XML bombs), has no points or too many, or
 * is other XML; then rewritten in place as the cleaned track (200 m trimmed around every start,
 * stop, pause and stray fix; no times, device or extension data) and named and typed as GPX. The
 * upload plugin stores only what passed. Answers what was cut, for the upload's answer alone.
 */
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
