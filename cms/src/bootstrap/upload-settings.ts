import type { Core } from '@strapi/strapi';

/** Responsive formats and orientation fixes on for every uploaded image. */
export async function configureUploads(strapi: Core.Strapi) {
  const upload = strapi.plugin('upload').service('upload');
  const settings = (await upload.getSettings()) ?? {};
  const wanted = { sizeOptimization: true, responsiveDimensions: true, autoOrientation: true };
  if (Object.entries(wanted).some(([key, value]) => settings[key] !== value)) {
    await upload.setSettings({ ...settings, ...wanted });
  }
}
