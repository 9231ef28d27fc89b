import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';

/*
 * No Strapi API, admin or transfer token may exist or be made (decision 035): nothing uses them, admin
 * tokens of 5.47–5.57 keep fields a role has lost (CVE-2026-108114), and a first start makes full-access ones.
 */

const TOKEN_ROUTES = /^\/admin\/(?:api-tokens|admin-tokens)(?:\/|$)/i;

/** As Strapi's router would match it. */
function routedPath(path: string): string {
  try {
    return decodeURIComponent(path).replace(/\/{2,}/g, '/');
  } catch {
    return path;
  }
}

/** Before the panel's own policies are consulted. */
export const closeTokenRoutes = () => async (ctx: Context, next: Next) => {
  if (TOKEN_ROUTES.test(routedPath(ctx.path)))
    throw new errors.NotFoundError('Journey Canvas uses no Strapi API or admin tokens');
  return next();
};

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
