/** Settings › Export: the whole site as a zip, streamed as it is made. */
import { PassThrough } from 'node:stream';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { exportArchive } from '../exporter/export-site';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async archive(ctx: Context) {
    const day = new Date().toISOString().slice(0, 10);
    const body = new PassThrough();
    ctx.status = 200;
    ctx.type = 'application/zip';
    ctx.attachment(`journey-canvas-export-${day}.zip`);
    ctx.body = body;
    // The headers are sent now; a failure later can only cut the download short, and is logged.
    exportArchive(strapi, body).catch((error: Error) => {
      strapi.log.error(`Export failed: ${error.message}`);
      body.destroy(error);
    });
  },
});
