import type { PictureSizes } from '@journey-canvas/shared';
import type { CmsImage } from './client/schemas.server';

export const PLACEHOLDER_IMAGE = { src: '/images/placeholder.svg', width: 1200, height: 800, alt: '' };

export interface ImageCandidate {
  url: string;
  width: number;
}

/** The modern encodings the CMS makes of each size (decision 066), best first. */
const MODERN_TYPES = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const;
export type ModernType = (typeof MODERN_TYPES)[number][1];

export interface ResponsiveImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Narrowest first, in the upload's own format. */
  candidates: ImageCandidate[];
  /** The same sizes in AVIF and WebP where the CMS made them: the `<picture>`'s sources. */
  sources: { type: ModernType; candidates: ImageCandidate[] }[];
}

const absolute = (url: string, base: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

export const srcSetOf = (candidates: ImageCandidate[]) =>
  candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ');

const webSizes = (image: CmsImage) =>
  Object.entries(image.formats ?? {})
    .filter(([name]) => name !== 'thumbnail' && !MODERN_TYPES.some(([suffix]) => name.endsWith(`_${suffix}`)))
    .sort(([, a], [, b]) => a.width - b.width);

/** Every size wider than the thumbnail is a candidate, the original last. */
export function responsiveImage(image: CmsImage | null | undefined, base: string, fallbackAlt = ''): ResponsiveImage {
  if (!image) return { ...PLACEHOLDER_IMAGE, alt: fallbackAlt, candidates: [], sources: [] };
  const sizes = webSizes(image);
  const formats = sizes.map(([, format]) => format);
  const width = image.width ?? formats.at(-1)?.width ?? PLACEHOLDER_IMAGE.width;
  const height = image.height ?? formats.at(-1)?.height ?? PLACEHOLDER_IMAGE.height;
  const candidates = [...formats, { url: image.url, width }].map((candidate) => ({
    url: absolute(candidate.url, base),
    width: candidate.width,
  }));
  const sources = MODERN_TYPES.map(([suffix, type]) => ({
    type,
    candidates: sizes.flatMap(([name]) => {
      const rendition = image.formats?.[`${name}_${suffix}`];
      return rendition ? [{ url: absolute(rendition.url, base), width: rendition.width }] : [];
    }),
  })).filter((source) => source.candidates.length > 0);
  const main = largeFormat(formats) ?? { url: image.url };
  return { src: absolute(main.url, base), width, height, alt: image.alternativeText || fallbackAlt, candidates, sources };
}

/** The widest a phone-size picture is: Strapi's `small` format. */
const PHONE_WIDTH = 500;
const phoneCandidates = (candidates: ImageCandidate[]) => {
  const small = candidates.filter((candidate) => candidate.width <= PHONE_WIDTH);
  return small.length > 0 ? small : candidates.slice(0, 1);
};

export interface PictureChoice {
  saveData: boolean;
}

export function phoneSized(image: ResponsiveImage): ResponsiveImage {
  if (image.candidates.length === 0) return image;
  const candidates = phoneCandidates(image.candidates);
  return {
    ...image,
    src: candidates.at(-1)!.url,
    candidates,
    sources: image.sources.map((source) => ({ ...source, candidates: phoneCandidates(source.candidates) })),
  };
}

/** What a page shows and a social card links. */
const largeFormat = <F extends { width: number }>(sorted: F[]) => sorted.find((format) => format.width >= 1000);

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** With the size of the very file linked; none without an image (the site's default card applies). */
export function shareImage(image: CmsImage | null | undefined, base: string, fallbackAlt: string): ShareImage | undefined {
  if (!image) return undefined;
  const large = largeFormat(webSizes(image).map(([, format]) => format));
  const { src, width, height, alt } = responsiveImage(image, base, fallbackAlt);
  return large ? { url: src, width: large.width, height: large.height, alt } : { url: src, width, height, alt };
}

/**
 * The sizes of the pictures written into a story, by the address the story gives (the library's own
 * or the CMS's absolute one); their addresses stay `/uploads/…`, which the page then serves from the CMS.
 */
export function storyPictureSizes(pictures: CmsImage[]): (src: string) => PictureSizes | undefined {
  const byAddress = new Map(pictures.map((picture) => [picture.url, picture]));
  return (src) => {
    const uploads = src.indexOf('/uploads/');
    const picture = byAddress.get(src) ?? (uploads > 0 ? byAddress.get(src.slice(uploads)) : undefined);
    if (!picture) return undefined;
    const image = responsiveImage(picture, '');
    return {
      width: image.width,
      height: image.height,
      srcset: srcSetOf(image.candidates),
      sources: image.sources.map((source) => ({ type: source.type, srcset: srcSetOf(source.candidates) })),
    };
  };
}
