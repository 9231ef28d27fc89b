import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

interface TempFile {
  filepath?: string;
}

/** Strapi deletes only the `files` field's temporary files, and only on success. Runs right after `strapi::body`. */
export default (_config: unknown, _deps: { strapi: Core.Strapi }) => async (ctx: Context, next: Next) => {
  try {
    await next();
  } finally {
    const files = (ctx.request as { files?: Record<string, TempFile | TempFile[]> }).files;
    const paths = Object.values(files ?? {})
      .flat()
      .map((file) => file.filepath)
      .filter((filepath): filepath is string => Boolean(filepath));
    await Promise.all(paths.map((filepath) => fs.rm(filepath, { force: true })));
  }
};
