import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isDraining } from '../../../lifecycle/drain';
import { getSharedRedis } from '../../../redis/shared';

/** Redis being away does not make the CMS unready: it keeps serving with counters in memory, and says so. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async ready(ctx: Context) {
    const database = await strapi.db.connection.raw('select 1').then(
      () => 'ok',
      () => 'unavailable',
    );
    const shared = getSharedRedis();
    const redis = !shared
      ? 'not configured'
      : await shared.redis.ping().then(
          () => 'ok',
          () => 'unavailable',
        );
    const ready = database === 'ok' && !isDraining();
    ctx.status = ready ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: isDraining() ? 'draining' : ready ? 'ready' : 'unavailable', database, redis };
  },
});
