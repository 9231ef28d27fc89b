/**
 * blog-post controller: Strapi's core controller, plus the readers' full-text search (decision 029),
 * the map's places (decision 063), an article page's data in one answer (decision 069) and the
 * sitemap's story addresses (decision 076).
 */
import { factories } from '@strapi/strapi';
import { searchPublishedPosts } from '../full-text/ranked-search';
import { parseSearchRequest } from '../full-text/search-request';
import { BLOG_POST_UID } from '../../../content-types';
import { storyPlaces } from '../places/story-places';
import { articleReading } from '../reading/article-reading';
import { storyAddresses } from '../sitemap/story-addresses';

/** A sitemap part's number: 1 to 999,999. */
const PART = /^[1-9]\d{0,5}$/;

export default factories.createCoreController(BLOG_POST_UID, ({ strapi }) => ({
  /** `GET /api/blog-posts/search?q=&page=&pageSize=`: published posts containing every word, best first. */
  async search(ctx) {
    const request = parseSearchRequest(ctx.query as Record<string, unknown>);
    const { posts, total } = await searchPublishedPosts(strapi, request);
    // The same output sanitizing as the core find: private fields (createdByAdmin) never leave.
    const data = await strapi.contentAPI.sanitize.output(posts, strapi.getModel(BLOG_POST_UID), { auth: ctx.state.auth });
    const { page, pageSize } = request;
    return { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
  },

  /** `GET /api/blog-posts/places`: every place with published stories, with how many; it takes no parameters. */
  async places(ctx) {
    if (Object.keys(ctx.query as object).length > 0) return ctx.badRequest('This route takes no query parameters');
    return { data: await storyPlaces(strapi) };
  },

  /** `GET /api/blog-posts/reading/:slug`: a live story with its related stories, neighbours and questions. */
  async reading(ctx) {
    if (Object.keys(ctx.query as object).length > 0) return ctx.badRequest('This route takes no query parameters');
    const reading = await articleReading(strapi, ctx.params.slug);
    if (!reading) return ctx.notFound('Blog post not found.');
    return { data: reading };
  },

  /** `GET /api/blog-posts/sitemap/:part`: the addresses of one part of the live stories, with how many parts there are. */
  async sitemap(ctx) {
    if (Object.keys(ctx.query as object).length > 0) return ctx.badRequest('This route takes no query parameters');
    if (!PART.test(ctx.params.part)) return ctx.badRequest('The sitemap part must be a whole number from 1');
    const part = Number(ctx.params.part);
    const { stories, parts, total } = await storyAddresses(strapi, part);
    if (part > parts) return ctx.notFound('No such sitemap part.');
    return { data: stories, meta: { part, parts, total } };
  },
}));
