import type { RouteTrimPreview } from '@journey-canvas/shared';
import { admitGpx, isGpxUpload } from './gpx-guard';
import { admitImage } from './image-guard';
import type { IncomingFile } from './incoming-file';

/**
 * Every file of an upload passes its guard before anything is stored: a GPX route (named `.gpx`,
 * or XML holding a `<gpx>` element) the GPX guard, anything else the image guard. Answers, file by
 * file, what was cut from each route (null for a picture).
 */
export async function admitUploads(files: IncomingFile | IncomingFile[] | undefined): Promise<(RouteTrimPreview | null)[]> {
  const previews: (RouteTrimPreview | null)[] = [];
  for (const file of Array.isArray(files) ? files : files ? [files] : []) {
    if (await isGpxUpload(file)) previews.push(await admitGpx(file));
    else {
      await admitImage(file);
      previews.push(null);
    }
  }
  return previews;
}
