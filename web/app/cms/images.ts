import type { CmsImage } from './client/schemas.server';

export const PLACEHOLDER_IMAGE = { src: '/images/placeholder.svg', width: 1200, height: 800, alt: '' };

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

const absolute = (url: string, base: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

/**
 * The `<img>` attributes for a CMS image: its largest web-sized format as `src`, every format wider
 * than the thumbnail in `srcset`, and the original's dimensions. A missing image gives the local
 * placeholder.
 */
export function responsiveImage(image: CmsImage | null | undefined, base: string, fallbackAlt = ''): ResponsiveImage {
  if (!image) return { ...PLACEHOLDER_IMAGE, alt: fallbackAlt };
  const formats = Object.entries(image.formats ?? {})
    .filter(([name]) => name !== 'thumbnail')
    .map(([, format]) => format)
    .sort((a, b) => a.width - b.width);
  const width = image.width ?? formats.at(-1)?.width ?? PLACEHOLDER_IMAGE.width;
  const height = image.height ?? formats.at(-1)?.height ?? PLACEHOLDER_IMAGE.height;
  const candidates = [...formats, { url: image.url, width }];
  const srcSet = candidates.map((candidate) => `${absolute(candidate.url, base)} ${candidate.width}w`).join(', ');
  const main = largeFormat(formats) ?? { url: image.url };
  return { src: absolute(main.url, base), srcSet, width, height, alt: image.alternativeText || fallbackAlt };
}

/** The first web-sized format at least 1000 px wide: what a page shows and a social card links. */
const largeFormat = <F extends { width: number }>(sorted: F[]) => sorted.find((format) => format.width >= 1000);

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The image for social cards and structured data, absolute, with the size of the very file linked
 * and its alt text; none without an image (the site's default card applies).
 */
export function shareImage(image: CmsImage | null | undefined, base: string, fallbackAlt: string): ShareImage | undefined {
  if (!image) return undefined;
  const formats = Object.values(image.formats ?? {}).sort((a, b) => a.width - b.width);
  const large = largeFormat(formats);
  const { src, width, height, alt } = responsiveImage(image, base, fallbackAlt);
  return large ? { url: src, width: large.width, height: large.height, alt } : { url: src, width, height, alt };
}
