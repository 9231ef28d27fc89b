import type { ImgHTMLAttributes } from 'react';
import { useRouteLoaderData } from '@remix-run/react';
import { phoneSized, srcSetOf, type PictureChoice, type ResponsiveImage } from '../data/images';

type ImageAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'>;

/**
 * A CMS picture: AVIF and WebP sources where the CMS made them, the upload's own format as the
 * `<img>` every browser can show (decision 066). A reader who asked to save data (`Save-Data: on`)
 * gets the phone-size files only.
 */
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
