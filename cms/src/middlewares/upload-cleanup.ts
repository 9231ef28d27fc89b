import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

interface TempFile {
  filepath?: string;
}

/**
 * Deletes the temporary files of a multipart body once the request is answered, whatever the answer.
 * Strapi's body parser deletes only the `files` field's, and only when the request succeeds, so a
 * refused upload (by permissions, the image guard, a validation error) or a file in another field
 * stayed on disk. Runs right after `strapi::body`, so it sees every file it wrote.
 */
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
