/** A file of an upload as Strapi's upload plugin holds it before storing it. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  /** The type Strapi's own upload check detected from the content; the upload plugin stores it. */
  detectedMimeType?: string;
  size: number;
}
