/** `GET/PUT /api/admin/site-settings`: the site's details and languages as one flat record (Administrators). */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { SITE_SETTINGS_DEFAULTS, type ShareImage, type SiteSettings } from '@journey-canvas/shared';
import { ensureSiteSettings, SITE_SETTING_UID } from '../rules/site-settings-rules';
import { changeSiteLanguages, siteLanguages } from '../../../languages/site-languages';

const WRITABLE = [...Object.keys(SITE_SETTINGS_DEFAULTS), 'shareImage', 'analytics'];

function toRecord(stored: Record<string, unknown>, languages: string[]): SiteSettings & { id: string } {
  const image = stored.shareImage as (ShareImage & Record<string, unknown>) | null | undefined;
  return {
    id: 'site',
    ...(Object.fromEntries(
      Object.keys(SITE_SETTINGS_DEFAULTS).map((field) => [field, stored[field] ?? '']),
    ) as unknown as SiteSettings),
    socialLinks: Array.isArray(stored.socialLinks) ? (stored.socialLinks as SiteSettings['socialLinks']) : [],
    shareImage: image
      ? {
          id: image.id,
          url: image.url,
          width: image.width ?? null,
          height: image.height ?? null,
          alternativeText: image.alternativeText ?? null,
        }
      : null,
    languages,
    analytics: stored.analytics !== false,
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => strapi.documents(SITE_SETTING_UID);
  const current = async () => {
    await ensureSiteSettings(strapi);
    return (await settings().findFirst({ populate: ['shareImage'] })) as Record<string, unknown>;
  };

  return {
    async find(ctx: Context) {
      ctx.body = toRecord(await current(), await siteLanguages(strapi));
    },

    /** Other fields, such as the id, are ignored; the share image comes as a file id or null. */
    async update(ctx: Context) {
      const body = ctx.request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new errors.ValidationError('The body must be a JSON object');
      const data = Object.fromEntries(Object.entries(body).filter(([field]) => WRITABLE.includes(field)));
      if (data.shareImage && typeof data.shareImage === 'object')
        data.shareImage = (data.shareImage as { id?: unknown }).id ?? null;
      const { documentId } = await current();
      // One transaction: a refused language leaves the details as they were, and the other way round.
      ctx.body = await strapi.db.transaction(async () => {
        const languages =
          'languages' in body ? await changeSiteLanguages(strapi, (body as { languages: unknown }).languages) : null;
        // Only the languages asked: the details are not written, nor logged as changed.
        const updated =
          languages && Object.keys(data).length === 0
            ? await current()
            : await settings().update({
                documentId: documentId as string,
                data,
                populate: ['shareImage'],
              });
        return toRecord(updated as Record<string, unknown>, languages ?? (await siteLanguages(strapi)));
      });
    },
  };
};
