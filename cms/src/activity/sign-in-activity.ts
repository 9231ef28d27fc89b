import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { recordActivity } from './record-activity';

function named(body: unknown, field: 'identifier' | 'email'): string | null {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
}

const refusal = (error: unknown, wrong: string) =>
  (error as Error).name === 'RateLimitError' ? 'Refused: too many failed attempts' : wrong;

interface SignInStep {
  account: (ctx: Context) => string | null | Promise<string | null>;
  /** What a refusal other than the throttle's means. */
  wrong: string;
}

const PASSWORD_STEP: SignInStep = {
  account: (ctx) => named(ctx.request.body, 'identifier'),
  wrong: 'Wrong email or password',
};

/** In front of the login throttle, so a refused burst is recorded too, under the account it named. */
export function signInActivityMiddleware(strapi: Core.Strapi, step: SignInStep = PASSWORD_STEP) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      await recordActivity(strapi, {
        action: 'failed-sign-in',
        actor: await step.account(ctx),
        detail: refusal(error, step.wrong),
      });
      throw error;
    }
    const user = (ctx.body as { user?: { email?: string; username?: string } } | undefined)?.user;
    if (ctx.status === 200 && user)
      await recordActivity(strapi, { action: 'sign-in', actor: user.email || user.username || null });
  };
}

function recordPanelSignIns(strapi: Core.Strapi) {
  const panelBody = () => (strapi.requestContext.get() as Context | undefined)?.request.body;
  const record = async (input: Parameters<typeof recordActivity>[1]) => {
    // The event hub does not wait for listeners, so a failure must not become an unhandled rejection.
    await recordActivity(strapi, input).catch((error: Error) => {
      strapi.log.error(`Activity log: ${error.message}`);
    });
  };
  strapi.eventHub.on('admin.auth.success', ({ user }: { user?: { email?: string } }) =>
    record({ action: 'sign-in', actor: user?.email ?? null, door: 'panel' }),
  );
  strapi.eventHub.on('admin.auth.error', () =>
    record({ action: 'failed-sign-in', actor: named(panelBody(), 'email'), detail: 'Wrong email or password', door: 'panel' }),
  );
}

export function recordSignIns(strapi: Core.Strapi) {
  const routes = (strapi.plugin('users-permissions').routes as unknown as Record<string, { routes: Core.Route[] }>)[
    'content-api'
  ]!.routes;
  const login = routes.find((route) => route.method === 'POST' && route.path === '/auth/local');
  if (!login) throw new Error('users-permissions login route not found: cannot record sign-ins');
  login.config = { ...login.config, middlewares: [signInActivityMiddleware(strapi), ...(login.config?.middlewares ?? [])] };
  recordPanelSignIns(strapi);
}
