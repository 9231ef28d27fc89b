import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { recordActivity } from './record-activity';

/** The account a sign-in names, as typed (trimmed, lower case): the admin's `identifier`, the panel's `email`. */
function named(body: unknown, field: 'identifier' | 'email'): string | null {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
}

const refusal = (error: unknown, wrong: string) =>
  (error as Error).name === 'RateLimitError' ? 'Refused: too many failed attempts' : wrong;

interface SignInStep {
  /** The account the request names (the second step's is in its challenge). */
  account: (ctx: Context) => string | null | Promise<string | null>;
  /** What a refusal other than the throttle's means. */
  wrong: string;
}

const PASSWORD_STEP: SignInStep = {
  account: (ctx) => named(ctx.request.body, 'identifier'),
  wrong: 'Wrong email or password',
};

/**
 * Records sign-ins and failed sign-ins at `POST /api/auth/local` (the admin and the admin API), in
 * front of the login throttle so a refused burst is recorded too. A failure is filed under the
 * account it named, which may not exist; that is what an audit of guessing needs.
 */
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

/** Strapi's panel signs in through its own route, which announces each outcome on Strapi's event hub. */
function recordPanelSignIns(strapi: Core.Strapi) {
  const panelBody = () => (strapi.requestContext.get() as Context | undefined)?.request.body;
  const record = async (input: Parameters<typeof recordActivity>[1]) => {
    // The event hub does not wait for its listeners: a failure here must not become an unhandled rejection.
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

/** Puts sign-in recording on the users-permissions login route and on the panel's login. */
export function recordSignIns(strapi: Core.Strapi) {
  const routes = (strapi.plugin('users-permissions').routes as unknown as Record<string, { routes: Core.Route[] }>)[
    'content-api'
  ]!.routes;
  const login = routes.find((route) => route.method === 'POST' && route.path === '/auth/local');
  if (!login) throw new Error('users-permissions login route not found: cannot record sign-ins');
  login.config = { ...login.config, middlewares: [signInActivityMiddleware(strapi), ...(login.config?.middlewares ?? [])] };
  recordPanelSignIns(strapi);
}
