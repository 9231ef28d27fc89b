import { admitImages, type IncomingFile } from '../../upload/image-guard';

/**
 * Every upload, through the REST API, Strapi's panel or the seed, passes the image guard before
 * the upload plugin stores it.
 */
export default (plugin: any) => {
  const createUploadService = plugin.services.upload;
  plugin.services.upload = (deps: unknown) => {
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
  };
  return plugin;
};
