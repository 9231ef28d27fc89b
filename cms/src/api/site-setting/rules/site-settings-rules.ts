import type { Core } from '@strapi/strapi';
import { SITE_SETTINGS_DEFAULTS, SITE_SETTINGS_MESSAGES, siteSettingsSchema } from '@journey-canvas/shared';
import { recordActivity } from '../../../activity/record-activity';
import type { DocumentRules } from '../../../document-rules';
import { parseOrThrow, fieldError } from '../../../validation';

export const SITE_SETTING_UID = 'api::site-setting.site-setting';

const LOGGED_FIELDS = [...Object.keys(SITE_SETTINGS_DEFAULTS), 'analytics'];

/** PostgreSQL's jsonb gives a social link's keys back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** Flat, or as the panel's `connect`; undefined when the write names none. */
function shareImageId(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'number' || typeof value === 'string') return Number(value);
  const connect =
    (value as { connect?: { id?: unknown }[]; set?: { id?: unknown }[] }).connect ?? (value as { set?: { id?: unknown }[] }).set;
  if (Array.isArray(connect)) return connect.length > 0 ? Number(connect[0]!.id) : null;
  return Number((value as { id?: unknown }).id);
}

/** Every write of the site settings, whatever the door, checked against the whole record. */
export const siteSettingsRules: DocumentRules = {
  async check(strapi, data, existing) {
    const merged = parseOrThrow(siteSettingsSchema, { ...SITE_SETTINGS_DEFAULTS, ...existing, ...data });
    const imageId = shareImageId(data.shareImage);
    if (imageId !== undefined && imageId !== null) {
      const file = Number.isInteger(imageId)
        ? ((await strapi.db.query('plugin::upload.file').findOne({ where: { id: imageId }, select: ['mime'] })) as {
            mime: string;
          } | null)
        : null;
      if (!file || !/^image\/(jpeg|png|webp)$/.test(file.mime)) throw fieldError('shareImage', SITE_SETTINGS_MESSAGES.shareImage);
    }
    return { ...data, ...merged };
  },
  async afterWrite(strapi: Core.Strapi, _documentId, stored, existing) {
    if (!existing) return;
    const changed = LOGGED_FIELDS.filter((field) => canonical(stored[field]) !== canonical(existing[field]));
    if (stored.shareImage !== undefined) changed.push('shareImage');
    await recordActivity(strapi, {
      action: 'settings',
      detail: changed.length ? `Site details: ${changed.join(', ')}` : 'Site details',
    });
  },
};

/** The first start stores today's words, so readers see no change until an Administrator edits them. */
export async function ensureSiteSettings(strapi: Core.Strapi) {
  const settings = strapi.documents(SITE_SETTING_UID);
  if (await settings.findFirst({})) return;
  await settings.create({ data: SITE_SETTINGS_DEFAULTS as never });
}
