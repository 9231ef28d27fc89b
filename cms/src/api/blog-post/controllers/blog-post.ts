/** Strapi's core controller, plus search (decision 029), places (063), article reading (069) and sitemap (076). */
import { factories } from '@strapi/strapi';
import { searchPublishedPosts } from '../full-text/ranked-search';
import { parseSearchRequest } from '../full-text/search-request';
import { BLOG_POST_UID } from '../../../content-types';
import { storyPlaces } from '../places/story-places';
import { articleReading } from '../reading/article-reading';
import { storyAddresses } from '../sitemap/story-addresses';

const PART = /^[1-9]\d{0,5}$/;

export default factories.createCoreController(BLOG_POST_UID, ({ strapi }) => ({
  async search(ctx) {
    const request = parseSearchRequest(ctx.query as Record<string, unknown>);
    const { posts, total } = await searchPublishedPosts(strapi, request);
    // The same output sanitizing as the core find: private fields (createdByAdmin) never leave.
    const data = await strapi.contentAPI.sanitize.output(posts, strapi.getModel(BLOG_POST_UID), { auth: ctx.state.auth });
    const { page, pageSize } = request;
    return { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
  },

  async places(ctx) {
    if (Object.keys(ctx.query as object).length > 0) return ctx.badRequest('This route takes no query parameters');
    return { data: await storyPlaces(strapi) };
  },

  async reading(ctx) {
    if (Object.keys(ctx.query as object).length > 0) return ctx.badRequest('This route takes no query parameters');
    const reading = await articleReading(strapi, ctx.params.slug);
    if (!reading) return ctx.notFound('Blog post not found.');
    return { data: reading };
  },

  async sitemap(ctx) {
    if (Object.keys(ctx.query as object).length > 0) return ctx.badRequest('This route takes no query parameters');
    if (!PART.test(ctx.params.part)) return ctx.badRequest('The sitemap part must be a whole number from 1');
    const part = Number(ctx.params.part);
    const { stories, parts, total } = await storyAddresses(strapi, part);
    if (part > parts) return ctx.notFound('No such sitemap part.');
    return { data: stories, meta: { part, parts, total } };
  },
}));
