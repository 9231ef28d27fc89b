/** `GET /api/site-setting` for everyone (the site reads it), with the site's languages, the default first (decision 100). */
import { factories } from '@strapi/strapi';
import { siteLanguages } from '../../../languages/site-languages';

export default factories.createCoreController('api::site-setting.site-setting', ({ strapi }) => ({
  async find(ctx) {
    const answer = (await super.find(ctx)) as { data: Record<string, unknown> | null; meta: unknown };
    return { ...answer, data: answer.data && { ...answer.data, languages: await siteLanguages(strapi) } };
  },
}));
