/**
 * The formats the CMS keeps of an uploaded picture (decision 066): each responsive size narrower
 * than the picture with its AVIF and WebP renditions (a WebP upload gets no second WebP), and the
 * thumbnail, sorted as `Object.keys(formats).sort()` lists them.
 */
export function pictureFormats(sizes: readonly string[], { webpUpload = false } = {}): string[] {
  const renditions = (size: string) => [size, `${size}_avif`, ...(webpUpload ? [] : [`${size}_webp`])];
  return [...sizes.flatMap(renditions), 'thumbnail'].sort();
}
