import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { STAFF_MESSAGES, TWO_FACTOR_MESSAGES } from '@journey-canvas/shared';
import { tokenStillValid } from './sessions';
import { mustSetUpTwoFactor } from './two-factor/two-factor';
import { signInAnswer } from './two-factor/sign-in';
import { findStaffUser, type StaffUser } from './user-fields';

interface AuthResult {
  authenticated?: boolean;
  credentials?: unknown;
  error?: string | null;
}
interface Strategy {
  name: string;
  authenticate(ctx: Context): Promise<AuthResult>;
  verify?(auth: { credentials?: unknown }, config: { scope?: string | string[] }): Promise<void>;
}
type Factory<T> = (deps: { strapi: Core.Strapi }) => T;

/** What someone who must set up two-step sign-in may still do: see who they are, set it up, change their password. */
export const SET_UP_ACTIONS = new Set([
  'api::blog-post.admin-blog-post.me',
  'plugin::users-permissions.user.me',
  ...['password', 'twoFactor', 'twoFactorSetup', 'twoFactorConfirm'].map((action) => `api::staff.account.${action}`),
]);

/**
 * users-permissions' own strategy, with two checks after its own (decision 047): a token issued
 * before the account's cut-off (a password change, a suspension, a revocation) is refused like an
 * expired one, a 401; and someone whose role requires two-step sign-in reaches only the routes
 * that set it up until they have, a 403 that says so.
 */
function guarded(strapi: Core.Strapi, strategy: Strategy): Strategy {
  const jwt = () => strapi.plugin('users-permissions').service('jwt');
  return {
    ...strategy,
    async authenticate(ctx) {
      const result = await strategy.authenticate(ctx);
      const user = result?.credentials as StaffUser | null | undefined;
      if (!result?.authenticated || !user) return result;
      const token = (await Promise.resolve(jwt().getToken(ctx)).catch(() => null)) as { iat?: number } | null;
      return tokenStillValid(token?.iat, user.sessionsValidFrom) ? result : { error: STAFF_MESSAGES.sessionEnded };
    },
    async verify(auth, config) {
      await strategy.verify?.(auth, config);
      const user = auth.credentials as StaffUser | null | undefined;
      const scopes = [config?.scope ?? ''].flat();
      if (user && mustSetUpTwoFactor(user) && !scopes.every((scope) => SET_UP_ACTIONS.has(scope)))
        throw new errors.PolicyError(TWO_FACTOR_MESSAGES.required);
    },
  };
}

/** Registers users-permissions' strategy guarded, in place of the plain one. */
export function guardStaffSessions(plugin: Core.Plugin) {
  const register = plugin.register as Factory<unknown>;
  plugin.register = (({ strapi }) => {
    const auth = strapi.get('auth') as { register(type: string, strategy: Strategy): unknown };
    const add = auth.register;
    auth.register = (type, strategy) =>
      add.call(
        auth,
        type,
        type === 'content-api' && strategy.name === 'users-permissions' ? guarded(strapi, strategy) : strategy,
      );
    try {
      return register({ strapi });
    } finally {
      auth.register = add;
    }
  }) as Core.Plugin['register'];
}

interface AuthController {
  callback(ctx: Context): Promise<unknown>;
}

/**
 * The login's answer once users-permissions accepted the password: a token issued no earlier than
 * the account's cut-off, or, with two-step sign-in on, only a challenge for the second step.
 */
export function answerStaffSignIns(plugin: Core.Plugin) {
  const createAuthController = plugin.controllers.auth as unknown as Factory<AuthController>;
  plugin.controllers.auth = (({ strapi }) => {
    const controller = createAuthController({ strapi });
    return {
      ...controller,
      async callback(ctx: Context) {
        await controller.callback(ctx);
        const body = ctx.body as { jwt?: string; user?: { id?: number } } | undefined;
        const user = ctx.status === 200 && body?.jwt && body.user?.id ? await findStaffUser(strapi, { id: body.user.id }) : null;
        if (!user) return;
        const answer = signInAnswer(strapi, user);
        ctx.body = 'challenge' in answer ? answer : { ...body, ...answer };
      },
    };
  }) as Factory<AuthController> as unknown as Core.Controller;
  return plugin;
}
