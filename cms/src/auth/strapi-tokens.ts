import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';

/*
 * Journey Canvas uses none of Strapi's API, admin or transfer tokens: the site reads the public REST
 * API, the publishing admin signs in as a users-permissions user, and Strapi's panel has its own
 * sessions. Admin tokens of Strapi 5.47–5.57 keep fields their owner's role has lost
 * (CVE-2026-108114), and Strapi makes two content API tokens, one with full access, on a first
 * start. So no token may exist, and none can be made (decision 035). Transfer tokens are turned off
 * by Strapi's own switch (`transfer.remote.enabled` in config/server.ts).
 */

/** The panel's routes that create, list, show, regenerate or delete API and admin tokens. */
const TOKEN_ROUTES = /^\/admin\/(?:api-tokens|admin-tokens)(?:\/|$)/i;

/** The path as Strapi's router would match it: decoded, and with runs of slashes as one. */
function routedPath(path: string): string {
  try {
    return decodeURIComponent(path).replace(/\/{2,}/g, '/');
  } catch {
    return path;
  }
}

/** Answers 404 on the token routes, before the panel's own policies are consulted. */
export const closeTokenRoutes = () => async (ctx: Context, next: Next) => {
  if (TOKEN_ROUTES.test(routedPath(ctx.path)))
    throw new errors.NotFoundError('Journey Canvas uses no Strapi API or admin tokens');
  return next();
};

/** Deletes every API, admin and transfer token: Strapi's first-start pair and any an older version let someone make. */
export async function removeStrapiTokens(strapi: Core.Strapi) {
  const apiTokens = strapi.service('admin::api-token-admin');
  for (const token of await strapi.db.query('admin::api-token').findMany({ select: ['id', 'name'] })) {
    await apiTokens.revoke(token.id);
    strapi.log.info(`Removed the Strapi API token "${token.name}": Journey Canvas uses none`);
  }
  const transfer = strapi.service('admin::transfer');
  for (const token of await strapi.db.query('admin::transfer-token').findMany({ select: ['id', 'name'] })) {
    await transfer.token.revoke(token.id);
    strapi.log.info(`Removed the Strapi transfer token "${token.name}": Journey Canvas uses none`);
  }
}
