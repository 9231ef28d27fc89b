import path from 'node:path';

const MARKDOWN = /\.(md|markdown)$/i;

/** Jekyll names a post `_posts/2024-05-01-slug.md`: the date and the slug are in the name. */
export function jekyllName(relative: string): { date: string; slug: string } | null {
  const parts = relative.split('/');
  const [, date, slug] = /^(\d{4}-\d{2}-\d{2})-(.+)$/.exec(parts.at(-1)!.replace(MARKDOWN, '')) ?? [];
  return parts.includes('_posts') && date && slug ? { date, slug } : null;
}

/** The folders a generator reads pages from, which are not part of their addresses. */
const SOURCE_FOLDERS = [['src', 'content'], ['src', 'pages'], ['content'], ['src'], ['_posts']];

/**
 * Where a static site served a file by default: Jekyll `_posts/2024-05-01-slug.md` at `/2024/05/01/slug/`
 * (its "pretty" permalinks), Hugo `content/posts/slug.md` or `content/posts/slug/index.md` at `/posts/slug/`,
 * and likewise Eleventy and Astro below their source folders. A front matter slug renames the last part.
 */
export function servedAddress(relative: string, slug?: string): string | undefined {
  const jekyll = jekyllName(relative);
  if (jekyll) return `/${jekyll.date.replace(/-/g, '/')}/${slug ?? jekyll.slug}/`;
  const parts = relative.split('/');
  const stem = parts.pop()!.replace(MARKDOWN, '');
  const prefix = SOURCE_FOLDERS.find((folder) => folder.every((name, index) => parts[index] === name));
  const segments = parts.slice(prefix?.length ?? 0);
  if (stem !== 'index') segments.push(stem);
  if (slug && segments.length > 0) segments[segments.length - 1] = slug;
  return segments.length > 0 ? `/${segments.join('/')}/` : undefined;
}

/** An address that is not relative to the file: a URL, a site path, an anchor, a data: URL or a template. */
const NOT_RELATIVE = /^([a-z][a-z\d+.-]*:|\/|#|\{\{|\{%)/i;

/** `cover.jpg` in `posts/trip/index.md` → `posts/trip/cover.jpg`; left as it is when it is not relative or leads outside. */
export function fromRoot(address: string, relative: string): string {
  if (NOT_RELATIVE.test(address)) return address;
  const rooted = path.posix.normalize(path.posix.join(path.posix.dirname(relative), address));
  return rooted === '..' || rooted.startsWith('../') ? address : rooted;
}

const PICTURE_REFERENCES = [
  /(!\[[^\]]*\]\(\s*<?)([^)\s>]+)/g,
  /(<img\b[^>]*?\bsrc=["'])([^"']+)/gi,
  /(\{\{[<%]\s*figure\b[^}]*?\bsrc=["'])([^"']+)/g,
  /^( {0,3}\[[^\]]+\]:\s*<?)(\S+\.(?:jpe?g|png|gif|webp|avif|svg))(?=>?(\s|$))/gim,
];
const CODE_BLOCK = /(^(?:```|~~~)[^\n]*\n[\s\S]*?^(?:```|~~~)[ \t]*$)/m;

/**
 * Pictures named relative to their file become paths from the folder's root, so that each address
 * names one file whichever story shows it (`cover.jpg` is in many page bundles). Code is left alone.
 */
export function rootPictureAddresses(markdown: string, relative: string): string {
  return markdown
    .split(CODE_BLOCK)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : PICTURE_REFERENCES.reduce(
            (text, pattern) =>
              text.replace(pattern, (_whole, before: string, address: string) => before + fromRoot(address, relative)),
            part,
          ),
    )
    .join('');
}
