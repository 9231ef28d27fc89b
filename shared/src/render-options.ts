/** Where a story is read: its page (and the admin's preview), or a feed reader or an email, whose callouts are quotations. */
export type RenderTarget = 'page' | 'feed';

/** A media-library picture's sizes, as the page offers them to the browser. */
export interface PictureSizes {
  width: number;
  height: number;
  /** The upload's own format, narrowest first: `url 500w, …`. */
  srcset: string;
  /** AVIF and WebP, best first, where the CMS made them. */
  sources: { type: string; srcset: string }[];
}

export interface RenderOptions {
  target?: RenderTarget;
  /** The sizes of a picture written into the story, by its address; unknown pictures are a plain `<img>`. */
  pictureSizes?: (src: string) => PictureSizes | undefined;
}
