/** The CMS's formats of an upload (decision 066), sorted as `Object.keys(formats).sort()`; a WebP upload gets no second WebP. */
export function pictureFormats(sizes: readonly string[], { webpUpload = false } = {}): string[] {
  const renditions = (size: string) => [size, `${size}_avif`, ...(webpUpload ? [] : [`${size}_webp`])];
  return [...sizes.flatMap(renditions), 'thumbnail'].sort();
}
