import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { IMPORT_MESSAGES, type ImportJob } from '@journey-canvas/shared';
import { runImport } from './import-run';
import { openSource } from './sources/open-source';

/** Counts are written at most this often while a run goes on. */
const PROGRESS_EVERY_MS = 500;

const jobStore = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'journey-canvas', key: 'last-import' });

/** Where Settings › Import keeps an uploaded file between its dry run and the import; never served. */
export const importFolder = (strapi: Core.Strapi) => path.join(strapi.dirs.app.root, '.tmp', 'imports');

/** Counts are saved this often while a story takes long (pictures downloading). */
const BEAT_EVERY_MS = 5_000;
/** A running import silent this long was stopped with its CMS (a restart, a crash). */
const SILENT_MS = 30_000;

export async function lastImport(strapi: Core.Strapi): Promise<ImportJob | null> {
  const job = (await jobStore(strapi).get()) as ImportJob | null;
  if (job?.status === 'running' && Date.now() - Date.parse(job.beatAt) > SILENT_MS) {
    return { ...job, status: 'failed', error: IMPORT_MESSAGES.interrupted };
  }
  return job ?? null;
}

const save = (strapi: Core.Strapi, job: ImportJob) =>
  jobStore(strapi).set({ value: { ...job, beatAt: new Date().toISOString() } });

/** An uploaded file's place: its own folder, named by the job. */
export async function newImportFile(strapi: Core.Strapi, fileName: string) {
  const id = randomUUID();
  const folder = path.join(importFolder(strapi), id);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  return { id, filepath: path.join(folder, path.basename(fileName) || 'upload') };
}

export const importFileOf = async (strapi: Core.Strapi, job: ImportJob) => {
  const folder = path.join(importFolder(strapi), job.id);
  const [name] = await fs.readdir(folder).catch(() => []);
  return name ? path.join(folder, name) : null;
};

/**
 * Runs in the CMS, not the browser: the tab may close. The answer comes once the file is known to be
 * readable; the stories are then read in the background, their counts saved as they go.
 */
export async function startImport(
  strapi: Core.Strapi,
  job: Pick<ImportJob, 'id' | 'fileName' | 'dryRun' | 'download'>,
  filepath: string,
  actor: string,
) {
  const source = await openSource(filepath, { download: job.download });
  const running: ImportJob = { ...job, status: 'running', read: 0, report: null, beatAt: new Date().toISOString() };
  // One save after another, so a late count never overwrites the finished report.
  let saving = save(strapi, running);
  const queue = (state: ImportJob) => (saving = saving.then(() => save(strapi, state)));
  await saving;
  let latest: ImportJob = running;
  const beat = setInterval(() => void queue(latest), BEAT_EVERY_MS);
  let savedAt = 0;
  const work = runImport(strapi, source, job.fileName, {
    dryRun: job.dryRun,
    actor,
    onProgress: (report) => {
      running.read = Object.values(report.counts.stories).reduce((sum, count) => sum + count, 0);
      latest = { ...running, report };
      if (Date.now() - savedAt < PROGRESS_EVERY_MS) return;
      savedAt = Date.now();
      void queue(latest);
    },
  });
  void work
    .finally(() => clearInterval(beat))
    .then((report) => queue({ ...running, status: 'done', report }))
    .catch((error: Error) => {
      strapi.log.error(`The import of ${job.fileName} failed: ${error.stack ?? error.message}`);
      return queue({ ...running, status: 'failed', error: error.message });
    })
    .finally(async () => {
      await source.close();
      if (!job.dryRun) await fs.rm(path.dirname(filepath), { recursive: true, force: true });
    });
  return running;
}
