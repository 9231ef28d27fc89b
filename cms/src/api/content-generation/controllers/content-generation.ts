import type { Context } from 'koa';
import { contentGeneration } from '../../../bootstrap/content-generation';

export default () => ({
  show(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { generation: contentGeneration() };
  },
});
