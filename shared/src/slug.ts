import slugifyText from 'slugify';

const FALLBACK_SLUG = 'post';
const MAX_SLUG_LENGTH = 80;

/** A URL slug from a title: lower case ASCII words joined by hyphens; `post` when nothing is left. */
export function slugify(title: string): string {
  const slug = slugifyText(title, { lower: true, strict: true, trim: true }).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return slug || FALLBACK_SLUG;
}

/**
 * The first free slug for a title: `my-trip`, then `my-trip-2`, `my-trip-3`, ...
 * `isTaken` says whether a candidate already belongs to another post.
 */
export async function uniqueSlug(title: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(title);
  let candidate = base;
  for (let n = 2; await isTaken(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}
