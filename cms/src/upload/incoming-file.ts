export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  /** Detected from the content; the upload plugin stores this one. */
  detectedMimeType?: string;
  size: number;
}
