import type { Core } from '@strapi/strapi';

/** Strapi's optimisation stays off: the image guard already re-encodes, keeping PNGs lossless. */
export async function configureUploads(strapi: Core.Strapi) {
  const upload = strapi.plugin('upload').service('upload');
  const settings = (await upload.getSettings()) ?? {};
  const wanted = { sizeOptimization: false, responsiveDimensions: true, autoOrientation: false };
  if (Object.entries(wanted).some(([key, value]) => settings[key] !== value)) {
    await upload.setSettings({ ...settings, ...wanted });
  }
}
