import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import proxyaddr from 'proxy-addr';
import { environment } from '../environment';

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'];

/**
 * The client's address, as everything after it reads it (`ctx.request.ip`: the login throttle,
 * users-permissions' rate limit, Strapi's admin rate limit). Forwarded headers count only when the
 * connection comes from one of TRUST_PROXY_ADDRESSES; the client is then the first address, from
 * the right of X-Forwarded-For, that is not one of those proxies. From anyone else the forwarded
 * headers are dropped, so nothing later (Koa's protocol and host included) can be told otherwise.
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
