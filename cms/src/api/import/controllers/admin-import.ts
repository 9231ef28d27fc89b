/** Settings › Import: a file is uploaded and checked (a dry run), then imported once confirmed; both run in the CMS. */
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@journey-canvas/shared';
import { staffOf } from '../../../admin-api/staff-of';
import { importFileOf, lastImport, newImportFile, startImport } from '../importer/import-jobs';
import { SourceError } from '../importer/source-story';

/** Counted as it streams: a body that states no length, or a false one, is stopped at the limit all the same. */
const atMost = (limit: number) => {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > limit ? new errors.PayloadTooLargeError(IMPORT_MESSAGES.tooLarge) : null, chunk);
    },
  });
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function refuseWhileRunning(ctx: Context) {
    if ((await lastImport(strapi))?.status === 'running') ctx.throw(409, IMPORT_MESSAGES.running);
  }

  return {
    async last(ctx: Context) {
      ctx.body = { data: await lastImport(strapi) };
    },

    async upload(ctx: Context) {
      const name = ctx.query.name;
      if (typeof name !== 'string' || name.trim() === '' || name.length > 255)
        throw new errors.ValidationError(IMPORT_MESSAGES.noFile);
      await refuseWhileRunning(ctx);
      const { id, filepath } = await newImportFile(strapi, name);
      const discard = () => fs.promises.rm(path.dirname(filepath), { recursive: true, force: true });
      try {
        await pipeline(ctx.req, atMost(IMPORT_MAX_BYTES), fs.createWriteStream(filepath, { mode: 0o600 }));
        if ((await fs.promises.stat(filepath)).size === 0) throw new errors.ValidationError(IMPORT_MESSAGES.noFile);
        const job = await startImport(
          strapi,
          { id, fileName: path.basename(name), dryRun: true, download: ctx.query.download === 'true' },
          filepath,
          staffOf(ctx).account,
        );
        ctx.status = 202;
        ctx.body = { data: job };
      } catch (error) {
        await discard();
        if (error instanceof SourceError) throw new errors.ValidationError(error.message);
        throw error;
      }
    },

    async run(ctx: Context) {
      await refuseWhileRunning(ctx);
      const checked = await lastImport(strapi);
      const filepath =
        checked &&
        checked.id === ctx.params.id &&
        checked.dryRun &&
        checked.status === 'done' &&
        (await importFileOf(strapi, checked));
      if (!checked || !filepath) return ctx.throw(409, IMPORT_MESSAGES.notChecked);
      const job = await startImport(
        strapi,
        { id: checked.id, fileName: checked.fileName, dryRun: false, download: checked.download },
        filepath,
        staffOf(ctx).account,
      );
      ctx.status = 202;
      ctx.body = { data: job };
    },
  };
};
