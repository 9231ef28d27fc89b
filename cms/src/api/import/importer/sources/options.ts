/** How much of a source the readers take on before refusing it; tests lower them. */
export interface SourceLimits {
  /** A WordPress export is streamed, so only the disk bounds it. */
  maxXmlBytes: number;
  /** A Ghost export is parsed whole, and V8 cannot hold a string much over 512 MiB. */
  maxJsonBytes: number;
  maxZipEntries: number;
  maxZipBytes: number;
  maxZipEntryBytes: number;
  downloadTimeoutMs: number;
  maxDownloadBytes: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_LIMITS: SourceLimits = {
  maxXmlBytes: 1024 * MiB,
  maxJsonBytes: 500 * MiB,
  maxZipEntries: 100_000,
  maxZipBytes: 4096 * MiB,
  maxZipEntryBytes: 1024 * MiB,
  downloadTimeoutMs: 15_000,
  maxDownloadBytes: 20 * MiB,
};

/** "1.5 GB", "20 MB", "812 bytes": sizes as the messages show them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MiB) return `${Number((bytes / (1024 * MiB)).toFixed(1))} GB`;
  if (bytes >= MiB) return `${Number((bytes / MiB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/** What every reader is opened with. */
export interface ReaderOptions {
  /** A local copy of the old site's pictures (`wp-content/uploads`, Ghost's `content/images`). */
  media?: string;
  /** Whether pictures not found locally are downloaded from their addresses. */
  download?: boolean;
  /** The old site's address, to download pictures named by a site path. */
  baseUrl?: string;
  limits: SourceLimits;
}
