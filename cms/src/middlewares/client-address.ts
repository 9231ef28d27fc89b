import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import proxyaddr from 'proxy-addr';
import { environment } from '../environment';

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'];

/**
 * Settles `ctx.request.ip` for every limit after it (decision 014). Forwarded headers from anyone but
 * TRUST_PROXY_ADDRESSES are dropped, so nothing later, Koa's protocol and host included, is fooled.
 */
export default (_config: unknown, _deps: { strapi: Core.Strapi }) => {
  const trusted = proxyaddr.compile(environment().TRUST_PROXY_ADDRESSES);
  return async (ctx: Context, next: Next) => {
    const peer = ctx.req.socket.remoteAddress ?? '';
    if (trusted(peer, 0)) {
      ctx.request.ip = proxyaddr(ctx.req, trusted);
    } else {
      for (const header of FORWARDED_HEADERS) delete ctx.req.headers[header];
      ctx.request.ip = peer;
    }
    return next();
  };
};
