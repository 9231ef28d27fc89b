import type { ImgHTMLAttributes } from 'react';
import { useRouteLoaderData } from '@remix-run/react';
import { phoneSized, srcSetOf, type PictureChoice, type ResponsiveImage } from '../data/images';

type ImageAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'>;

/** AVIF and WebP where the CMS made them, the upload's own format for every browser (decision 066). */
export function Picture({ image, sizes, ...attributes }: { image: ResponsiveImage; sizes: string } & ImageAttributes) {
  const saveData = useRouteLoaderData<PictureChoice>('root')?.saveData ?? false;
  const shown = saveData ? phoneSized(image) : image;
  return (
    <picture>
      {shown.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcSetOf(source.candidates)} sizes={sizes} />
      ))}
      <img
        src={shown.src}
        srcSet={shown.candidates.length > 0 ? srcSetOf(shown.candidates) : undefined}
        sizes={shown.candidates.length > 0 ? sizes : undefined}
        width={shown.width}
        height={shown.height}
        alt={shown.alt}
        {...attributes}
      />
    </picture>
  );
}
