import type { Core } from '@strapi/strapi';
import { admitImages, type IncomingFile } from '../../upload/image-guard';

/**
 * Every upload, through the REST API, Strapi's panel or the seed, passes the image guard before
 * the upload plugin stores it.
 */
interface UploadService {
  upload(args: unknown, opts?: unknown): Promise<unknown>;
  replace(id: unknown, args: unknown, opts?: unknown): Promise<unknown>;
}
type ServiceFactory = (deps: { strapi: Core.Strapi }) => UploadService;

export default (plugin: Core.Plugin) => {
  const createUploadService = plugin.services.upload as unknown as ServiceFactory;
  plugin.services.upload = ((deps: { strapi: Core.Strapi }) => {
    const service = createUploadService(deps);
    const { upload, replace } = service;
    return {
      ...service,
      async upload(args: { data: unknown; files: IncomingFile | IncomingFile[] }, opts?: unknown) {
        await admitImages(args.files);
        return upload(args, opts);
      },
      async replace(id: unknown, args: { data: unknown; file: IncomingFile }, opts?: unknown) {
        await admitImages(args.file);
        return replace(id, args, opts);
      },
    };
  }) as unknown as Core.Service;
  return plugin;
};
