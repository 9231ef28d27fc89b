import slugifyText from 'slugify';

const FALLBACK_SLUG = 'post';
/** The longest slug: a made one is cut here, and an editor's own may not be longer. */
export const SLUG_MAX_LENGTH = 80;

/** A URL slug from a title: lower case ASCII words joined by hyphens; `post` when nothing is left. */
export function slugify(title: string): string {
  const slug = slugifyText(title, { lower: true, strict: true, trim: true }).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  return slug || FALLBACK_SLUG;
}

/** `base` numbered `n`, cut so the whole is at most SLUG_MAX_LENGTH, without a hyphen left before the number. */
const numbered = (base: string, n: number) => {
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
};

/**
 * The first free slug for a title: `my-trip`, then `my-trip-2`, `my-trip-3`, ..., each at most
 * SLUG_MAX_LENGTH (a long title's words give way to the number), so an editor may keep any of them.
 * `isTaken` says whether a candidate already belongs to another post.
 */
export async function uniqueSlug(title: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(title);
  let candidate = base;
  for (let n = 2; await isTaken(candidate); n += 1) candidate = numbered(base, n);
  return candidate;
}

/**
 * What is wrong with a slug an editor chose, or undefined when it is one `slugify` could have made:
 * lowercase ASCII letters and digits in words joined by single hyphens, at most SLUG_MAX_LENGTH.
 */
export function slugProblem(slug: string): 'tooLong' | 'invalid' | undefined {
  if (slug.length > SLUG_MAX_LENGTH) return 'tooLong';
  return slugify(slug) === slug ? undefined : 'invalid';
}
