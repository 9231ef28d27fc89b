import type { Core } from '@strapi/strapi';

/**
 * Responsive formats on for every uploaded image. Strapi's own optimisation and orientation stay
 * off: the image guard already rotates and re-encodes each image (its PNGs lossless, where Strapi
 * would reduce them to a 256-colour palette).
 */
export async function configureUploads(strapi: Core.Strapi) {
  const upload = strapi.plugin('upload').service('upload');
  const settings = (await upload.getSettings()) ?? {};
  const wanted = { sizeOptimization: false, responsiveDimensions: true, autoOrientation: false };
  if (Object.entries(wanted).some(([key, value]) => settings[key] !== value)) {
    await upload.setSettings({ ...settings, ...wanted });
  }
}
