/** Imports from WordPress, Ghost or a Markdown folder, and the export back (decision 099). */

/** The largest file Settings › Import takes; the command line reads any size, streaming. */
export const IMPORT_MAX_BYTES = 1024 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  tooLarge: 'The file is larger than 1 GB, the most Settings › Import takes. Run npm run import on the server instead.',
  noFile: 'Choose a WordPress export (.xml), a Ghost export (.json or .zip) or a zip of Markdown files.',
  running: 'An import is already running. Wait for it to finish.',
  notChecked: 'Check the file first: only a file whose dry run finished can be imported.',
  interrupted: 'The import stopped when the CMS restarted. Run it again: what was imported stays, and nothing is imported twice.',
} as const;

export type StoryOutcome = 'imported' | 'updated' | 'unchanged' | 'skipped' | 'failed';

export interface ReportItem {
  sourceId: string;
  title?: string;
  outcome: StoryOutcome;
  /** The story's address here, once it has one. */
  address?: string;
  notes: string[];
}

export interface ImportCounts {
  stories: Record<StoryOutcome, number>;
  pictures: { uploaded: number; reused: number; missing: number };
  questions: { imported: number; pendingLeftOut: number; spamLeftOut: number; failed: number };
  redirects: { created: number; kept: number; refused: number };
}

export interface ImportReport {
  source: string;
  format: string;
  dryRun: boolean;
  startedAt: string;
  finishedAt?: string;
  counts: ImportCounts;
  /** Every item not brought over whole, with why; stories brought over whole are only counted. */
  items: ReportItem[];
}

/** Settings › Import's view of the last import: running with its counts so far, or finished with its report. */
export interface ImportJob {
  id: string;
  fileName: string;
  dryRun: boolean;
  /** A WordPress export's pictures fetched from the old site, where it still answers. */
  download: boolean;
  status: 'running' | 'done' | 'failed';
  /** Stories read so far. */
  read: number;
  report: ImportReport | null;
  /** Why a run failed as a whole (an unreadable file, a restart). */
  error?: string;
  /** A running import says so every few seconds; one that stopped saying so was stopped. */
  beatAt: string;
}
