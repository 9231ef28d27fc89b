import { z } from 'zod';
import { ALT_TEXT_MAX_LENGTH, CAPTION_MAX_LENGTH } from '../limits';
import { POST_MESSAGES } from './messages';
import { storableText } from './stored-text';

/** Empty is stored as null: "no alt text", which the form flags and the site replaces. */
const imageText = (field: string, max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine(...storableText(field))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** A field left out is left as stored; `null` is "none". */
export const imageTextSchema = z.object({
  id: z.number().int().positive(),
  alternativeText: imageText('Alt text', ALT_TEXT_MAX_LENGTH, POST_MESSAGES.altTextTooLong),
  caption: imageText('Caption', CAPTION_MAX_LENGTH, POST_MESSAGES.captionTooLong),
});

export type ImageText = z.output<typeof imageTextSchema>;

/** Kept on the post so Draft & Publish versions them with it; missing fields fall back to the media file's (decision 028). */
export type PostImageText = ImageText[];

type Described = { id?: number | null; alternativeText?: string | null; caption?: string | null };

/** Entries for images the post no longer has go. */
export function mergeImageText(
  stored: unknown,
  incoming: unknown,
  imageIds: readonly number[],
): { ok: true; entries: PostImageText } | { ok: false; message: string } {
  const byId = new Map<number, ImageText>();
  for (const list of [stored, incoming]) {
    for (const entry of Array.isArray(list) ? list : []) {
      const parsed = imageTextSchema.safeParse(entry);
      if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
      const defined = Object.entries(parsed.data).filter(([, value]) => value !== undefined);
      byId.set(parsed.data.id, { ...byId.get(parsed.data.id), ...Object.fromEntries(defined) } as ImageText);
    }
  }
  const entries = imageIds.flatMap((id) => {
    const entry = byId.get(id);
    return entry && Object.keys(entry).length > 1 ? [entry] : [];
  });
  return { ok: true, entries };
}

export function describeImages<I extends Described>(images: readonly I[], entries: unknown): I[] {
  const byId = new Map((Array.isArray(entries) ? (entries as Described[]) : []).map((entry) => [entry?.id, entry] as const));
  return images.map((image) => {
    const entry = image.id === undefined || image.id === null ? undefined : byId.get(image.id);
    if (!entry) return image;
    return {
      ...image,
      ...(entry.alternativeText !== undefined && { alternativeText: entry.alternativeText }),
      ...(entry.caption !== undefined && { caption: entry.caption }),
    };
  });
}
