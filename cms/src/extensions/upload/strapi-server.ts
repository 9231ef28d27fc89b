import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { FILE_MESSAGES, GPX_MIME_TYPE, ROLE_MESSAGES, type RouteTrimPreview } from '@journey-canvas/shared';
import type { Context } from 'koa';
import { staffOf } from '../../admin-api/staff-of';
import type { IncomingFile } from '../../upload/incoming-file';
import { admitUploads } from '../../upload/upload-guard';
import { isGpxUpload } from '../../upload/gpx-guard';
import { recordActivity } from '../../activity/record-activity';
import { withModernRenditions, type ResponsiveFormat } from '../../upload/modern-formats';
import { fileInUse } from '../../upload/files-in-use';

/**
 * Every upload passes the image or GPX guard. Replacing a file is for Editors and Administrators, as it
 * may be any writer's live picture (decision 045); a file in use is never deleted (decision 077).
 */
interface UploadService {
  upload(args: unknown, opts?: unknown): Promise<unknown>;
  replace(id: unknown, args: unknown, opts?: unknown): Promise<unknown>;
  remove(file: { id: number }): Promise<unknown>;
}
type ServiceFactory = (deps: { strapi: Core.Strapi }) => UploadService;
type Handler = (this: unknown, ctx: Context) => Promise<unknown>;
type ControllerFactory = (deps: { strapi: Core.Strapi }) => Record<string, Handler>;
interface ImageManipulation {
  generateResponsiveFormats(file: unknown): Promise<ResponsiveFormat[]>;
}

export default (plugin: Core.Plugin) => {
  // `related` names drafts and trashed posts too, so the content API must never show it.
  // The generated types leave out `related`, a polymorphic relation: read the schema as Strapi does.
  const attributes: Record<string, object> = plugin.contentTypes.file!.schema.attributes;
  attributes.related = { ...attributes.related, private: true };

  const createUploadService = plugin.services.upload as unknown as ServiceFactory;
  plugin.services.upload = ((deps: { strapi: Core.Strapi }) => {
    const service = createUploadService(deps);
    const { upload, replace, remove } = service;
    return {
      ...service,
      async upload(args: { data: unknown; files: IncomingFile | IncomingFile[] }, opts?: unknown) {
        const previews = await admitUploads(args.files);
        const stored = (await upload(args, opts)) as { name?: string; routeTrim?: RouteTrimPreview }[];
        // What was cut from a route, in this answer only (decision 085); Strapi keeps the order sent.
        stored.forEach((file, i) => {
          if (previews[i]) file.routeTrim = previews[i];
        });
        for (const file of stored) await recordActivity(deps.strapi, { action: 'upload', detail: file.name ?? null });
        return stored;
      },
      async replace(id: unknown, args: { data: unknown; file: IncomingFile }, opts?: unknown) {
        // Strapi keeps a replaced file's address and the site reads a route once per address (decision 062).
        const current = (await deps.strapi.db
          .query('plugin::upload.file')
          .findOne({ where: { id }, select: ['mime', 'ext'] })) as { mime?: string; ext?: string } | null;
        const storedRoute = current?.mime === GPX_MIME_TYPE || current?.ext?.toLowerCase() === '.gpx';
        if (storedRoute || (args.file && (await isGpxUpload(args.file))))
          throw new errors.ApplicationError(FILE_MESSAGES.routeNotReplaced);
        await admitUploads(args.file);
        const stored = (await replace(id, args, opts)) as { name?: string };
        await recordActivity(deps.strapi, {
          action: 'upload',
          detail: `${stored.name ?? 'a file'} (replaced file ${String(id)})`,
        });
        return stored;
      },
      // Every door that deletes a file comes here, the panel's bulk delete too.
      async remove(file: { id: number }) {
        if (await fileInUse(deps.strapi, file.id)) throw new errors.ApplicationError(FILE_MESSAGES.inUse);
        return remove(file);
      },
    };
  }) as unknown as Core.Service;

  const createContentApi = plugin.controllers['content-api'] as unknown as ControllerFactory;
  plugin.controllers['content-api'] = ((deps: { strapi: Core.Strapi }) => {
    const controller = createContentApi(deps);
    const { upload } = controller;
    controller.upload = async function (this: unknown, ctx: Context) {
      if (ctx.query.id !== undefined && !staffOf(ctx).rights.everyPost) throw new errors.PolicyError(ROLE_MESSAGES.roleForbidden);
      return upload!.call(this, ctx);
    };
    return controller;
  }) as unknown as Core.Controller;

  // A plain object of functions, not a factory.
  const imageManipulation = plugin.services['image-manipulation'] as unknown as ImageManipulation;
  plugin.services['image-manipulation'] = {
    ...imageManipulation,
    generateResponsiveFormats: async (file: unknown) =>
      withModernRenditions(await imageManipulation.generateResponsiveFormats(file)),
  } as unknown as Core.Service;
  return plugin;
};
