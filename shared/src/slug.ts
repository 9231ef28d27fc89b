import slugifyText from 'slugify';

const FALLBACK_SLUG = 'post';
export const SLUG_MAX_LENGTH = 80;

export function slugify(title: string): string {
  const slug = slugifyText(title, { lower: true, strict: true, trim: true }).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  return slug || FALLBACK_SLUG;
}

const numbered = (base: string, n: number) => {
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
};

/** `my-trip`, then `my-trip-2`, …; a long title's words give way to the number, so an editor may keep any. */
export async function uniqueSlug(title: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(title);
  let candidate = base;
  for (let n = 2; await isTaken(candidate); n += 1) candidate = numbered(base, n);
  return candidate;
}

/** An editor's slug is fine when `slugify` could have made it. */
export function slugProblem(slug: string): 'tooLong' | 'invalid' | undefined {
  if (slug.length > SLUG_MAX_LENGTH) return 'tooLong';
  return slugify(slug) === slug ? undefined : 'invalid';
}
