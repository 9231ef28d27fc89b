import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

const BUILDING_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Building Strapi's admin panel</title></head>
<body><h1>Strapi's admin panel is building</h1><p>It appears here by itself in about a minute. The site and its admin are already up.</p></body>
</html>`;

/** The panel is built after the CMS starts (decision 082); its API routes answer as ever meanwhile. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const adminPath: string = strapi.config.get('admin.path', '/admin');
  const shell = path.join(strapi.dirs.dist.root, 'build', 'index.html');
  return async (ctx: Context, next: Next) => {
    const panelPage = ctx.path === adminPath || ctx.path.startsWith(`${adminPath}/`);
    const browserOpensIt = (ctx.method === 'GET' || ctx.method === 'HEAD') && (ctx.get('Accept') ?? '').includes('text/html');
    if (!panelPage || !browserOpensIt || fs.existsSync(shell)) return next();
    ctx.status = 503;
    ctx.set('Retry-After', '5');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = BUILDING_PAGE;
  };
};
