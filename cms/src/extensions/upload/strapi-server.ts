import type { Core } from '@strapi/strapi';
import { admitUploads, type IncomingFile } from '../../upload/image-guard';
import { recordActivity } from '../../activity/record-activity';
import { withModernRenditions, type ResponsiveFormat } from '../../upload/modern-formats';

/**
 * Every upload, through the REST API, Strapi's panel or the seed, passes the image or GPX guard before
 * the upload plugin stores it, and each stored file is recorded in the activity log. Each responsive
 * size of a picture gains AVIF and WebP renditions (decision 066).
 */
interface UploadService {
  upload(args: unknown, opts?: unknown): Promise<unknown>;
  replace(id: unknown, args: unknown, opts?: unknown): Promise<unknown>;
}
type ServiceFactory = (deps: { strapi: Core.Strapi }) => UploadService;
interface ImageManipulation {
  generateResponsiveFormats(file: unknown): Promise<ResponsiveFormat[]>;
}

export default (plugin: Core.Plugin) => {
  const createUploadService = plugin.services.upload as unknown as ServiceFactory;
  plugin.services.upload = ((deps: { strapi: Core.Strapi }) => {
    const service = createUploadService(deps);
    const { upload, replace } = service;
    return {
      ...service,
      async upload(args: { data: unknown; files: IncomingFile | IncomingFile[] }, opts?: unknown) {
        await admitUploads(args.files);
        const stored = (await upload(args, opts)) as { name?: string }[];
        for (const file of stored) await recordActivity(deps.strapi, { action: 'upload', detail: file.name ?? null });
        return stored;
      },
      async replace(id: unknown, args: { data: unknown; file: IncomingFile }, opts?: unknown) {
        await admitUploads(args.file);
        const stored = (await replace(id, args, opts)) as { name?: string };
        await recordActivity(deps.strapi, {
          action: 'upload',
          detail: `${stored.name ?? 'a file'} (replaced file ${String(id)})`,
        });
        return stored;
      },
    };
  }) as unknown as Core.Service;

  // The plugin's image service is a plain object of functions (no factory).
  const imageManipulation = plugin.services['image-manipulation'] as unknown as ImageManipulation;
  plugin.services['image-manipulation'] = {
    ...imageManipulation,
    generateResponsiveFormats: async (file: unknown) =>
      withModernRenditions(await imageManipulation.generateResponsiveFormats(file)),
  } as unknown as Core.Service;
  return plugin;
};
