import { z } from 'zod';

/** One tag per slug, so "Rail", "rail " and "RAIL" are one tag at `/tags/rail` (decision 057). */
export const TAGS_MAX_PER_POST = 10;
export const TAG_NAME_MAX_LENGTH = 40;
export const TAG_SUGGESTIONS = 10;

export const TAG_MESSAGES = {
  notList: 'Tags must be a list of names',
  notText: 'Each tag must be text',
  tooMany: `A story can have at most ${TAGS_MAX_PER_POST} tags`,
  tooLong: `A tag must be ${TAG_NAME_MAX_LENGTH} characters or less`,
  noLetters: 'A tag needs at least one letter or digit',
  characters: "A tag may hold letters, digits, spaces and the marks - ' . & +",
  nameRequired: 'Enter the tag’s new name',
  renameOrMerge: 'Send either a new name or the tag to merge into (mergeInto), not both',
  mergeIntoItself: 'A tag cannot be merged into itself',
  mergeTargetMissing: 'The tag to merge into was not found',
  notFound: 'Tag not found',
  nameTaken: (name: string) => `There is already a tag “${name}”: merge into it instead`,
} as const;

/** Any script; a few marks for "Trans-Siberian", "B&B", "St. Ives". */
const TAG_CHARACTERS = /^[\p{L}\p{M}\p{N} '’&.+-]+$/u;

export const normalizeTagName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ');

/** `Café culture` is `cafe-culture`; other scripts keep their letters (`日本`). */
export function tagSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export const tagNameSchema = z
  .string({ error: TAG_MESSAGES.notText })
  .transform(normalizeTagName)
  .pipe(
    z
      .string()
      .min(1, { error: TAG_MESSAGES.noLetters, abort: true })
      .max(TAG_NAME_MAX_LENGTH, { error: TAG_MESSAGES.tooLong, abort: true })
      .regex(TAG_CHARACTERS, { error: TAG_MESSAGES.characters, abort: true })
      .refine((name) => tagSlug(name) !== '', { error: TAG_MESSAGES.noLetters }),
  );

/** The first spelling of each tag is kept. */
export function distinctTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const slug = tagSlug(name);
    if (seen.has(slug)) return false;
    seen.add(slug);
    return true;
  });
}

export const tagListSchema = z
  .array(tagNameSchema, { error: TAG_MESSAGES.notList })
  .transform(distinctTagNames)
  .pipe(z.array(z.string()).max(TAGS_MAX_PER_POST, { error: TAG_MESSAGES.tooMany }));

export interface TagRecord {
  id: string;
  name: string;
  slug: string;
  /** Drafts and published. */
  posts: number;
}
