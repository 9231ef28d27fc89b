/** Preview pages read their story here: the signed token is the only key, so no login is asked. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { readPreview } from '../previews/preview-content';
import { picturesInText } from '../reading/article-reading';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    // Unpublished content: no cache anywhere may keep it.
    ctx.set('Cache-Control', 'private, no-store');
    const post = await readPreview(strapi, String(ctx.params.token ?? ''));
    if (post === 'invalid') return ctx.notFound('Preview not found');
    if (post === 'expired') {
      ctx.status = 410;
      ctx.body = { data: null, error: { status: 410, name: 'GoneError', message: 'This preview link has expired' } };
      return;
    }
    // The library's records of the pictures in its text, as the reading answer gives them, for their sizes.
    ctx.body = { data: post, pictures: await picturesInText(strapi, String(post.content ?? '')) };
  },
});
