/**
 * Strapi's core controller, plus search (decision 029), places (063), article reading (069) and
 * sitemap (076); each reads one language, `?locale=`, the default when none is named (100).
 */
import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { requestedLanguage } from '../../../languages/site-languages';
import { searchPublishedPosts } from '../full-text/ranked-search';
import { parseSearchRequest } from '../full-text/search-request';
import { BLOG_POST_UID } from '../../../content-types';
import { storyPlaces } from '../places/story-places';
import { articleReading } from '../reading/article-reading';
import { storyAddresses } from '../sitemap/story-addresses';

const PART = /^[1-9]\d{0,5}$/;

export default factories.createCoreController(BLOG_POST_UID, ({ strapi }) => {
  /** The language asked for, or undefined when the query holds anything else (the caller answers 400). */
  const onlyLanguage = async (ctx: Context) => {
    const { locale, ...rest } = ctx.query as Record<string, unknown>;
    return Object.keys(rest).length > 0 ? undefined : requestedLanguage(strapi, locale);
  };
  const ONLY_LOCALE = 'This route takes no query parameters but locale';

  return {
    /** One language's stories, `?locale=`; each language's own stemming is the next step of decision 100. */
    async search(ctx: Context) {
      const { locale: asked, ...query } = ctx.query as Record<string, unknown>;
      const request = parseSearchRequest(query);
      const { posts, total } = await searchPublishedPosts(strapi, request, await requestedLanguage(strapi, asked));
      // The same output sanitizing as the core find: private fields (createdByAdmin) never leave.
      const data = await strapi.contentAPI.sanitize.output(posts, strapi.getModel(BLOG_POST_UID), { auth: ctx.state.auth });
      const { page, pageSize } = request;
      return { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
    },

    async places(ctx: Context) {
      const locale = await onlyLanguage(ctx);
      if (!locale) return ctx.badRequest(ONLY_LOCALE);
      return { data: await storyPlaces(strapi, locale) };
    },

    async reading(ctx: Context) {
      const locale = await onlyLanguage(ctx);
      if (!locale) return ctx.badRequest(ONLY_LOCALE);
      const reading = await articleReading(strapi, ctx.params.slug, locale);
      if (!reading) return ctx.notFound('Blog post not found.');
      return { data: reading };
    },

    async sitemap(ctx: Context) {
      const locale = await onlyLanguage(ctx);
      if (!locale) return ctx.badRequest(ONLY_LOCALE);
      if (!PART.test(ctx.params.part)) return ctx.badRequest('The sitemap part must be a whole number from 1');
      const part = Number(ctx.params.part);
      const { stories, parts, total } = await storyAddresses(strapi, part, locale);
      if (part > parts) return ctx.notFound('No such sitemap part.');
      return { data: stories, meta: { part, parts, total } };
    },
  };
});
