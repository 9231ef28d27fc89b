import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, IMAGE_SIGNATURE_BYTES, imageTypeOf } from '@journey-canvas/shared';
import { adminConfig } from './config';
import type { UploadedImage } from './dataProvider';

/** Judged here so the editor hears at once; the CMS decodes the bytes again and has the last word. */
export function isAcceptableImage(file: { name: string; type: string; size: number }): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (
    (IMAGE_MIME_TYPES as readonly string[]).includes(file.type) &&
    (IMAGE_EXTENSIONS as readonly string[]).includes(extension) &&
    file.size > 0 &&
    file.size <= IMAGE_MAX_BYTES
  );
}

/** A text file renamed `.jpg` is not an image. */
export async function hasImageBytes(file: Blob): Promise<boolean> {
  return imageTypeOf(new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer())) !== undefined;
}

/** The media library's address of an upload: its own when absolute (a bucket's), else at the CMS. */
export const mediaUrl = (url: string) => (/^https?:/.test(url) ? url : `${adminConfig().cmsUrl}${url}`);

export function thumbnailUrl(image: UploadedImage): string {
  return mediaUrl(image.formats?.thumbnail?.url ?? image.formats?.small?.url ?? image.url);
}
