import type { RouteTrimPreview } from '@journey-canvas/shared';
import { admitGpx, isGpxUpload } from './gpx-guard';
import { admitImage } from './image-guard';
import type { IncomingFile } from './incoming-file';

/** Before anything is stored. Answers what was cut from each route, null for a picture. */
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
