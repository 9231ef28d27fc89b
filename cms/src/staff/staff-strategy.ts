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

/** What someone who must set up two-step sign-in may still do. */
export const SET_UP_ACTIONS = new Set([
  'api::blog-post.admin-blog-post.me',
  'plugin::users-permissions.user.me',
  ...['password', 'twoFactor', 'twoFactorSetup', 'twoFactorConfirm'].map((action) => `api::staff.account.${action}`),
]);

/**
 * users-permissions' strategy plus two checks (decision 047): a token issued before the account's
 * cut-off is a 401, and someone who must set up two-step sign-in gets a 403 elsewhere until they have.
 */
function guarded(strapi: Core.Strapi, strategy: Strategy): Strategy {
  const jwt = () => strapi.plugin('users-permissions').service('jwt');
  const suspendedAccountOf = async (token: { id?: unknown } | null) =>
    typeof token?.id === 'number' && Boolean((await findStaffUser(strapi, { id: token.id }))?.blocked);
  return {
    ...strategy,
    async authenticate(ctx) {
      const result = await strategy.authenticate(ctx);
      const user = result?.credentials as StaffUser | null | undefined;
      const token = () =>
        Promise.resolve(jwt().getToken(ctx)).catch(() => null) as Promise<{ id?: unknown; iat?: number } | null>;
      if (!result?.authenticated || !user) {
        // users-permissions calls a suspended account's token "Invalid credentials"; its sessions ended.
        if (result?.error && (await suspendedAccountOf(await token()))) return { error: STAFF_MESSAGES.sessionEnded };
        return result;
      }
      return tokenStillValid((await token())?.iat, user.sessionsValidFrom) ? result : { error: STAFF_MESSAGES.sessionEnded };
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

const BLOCKED = 'Your account has been blocked by an administrator';
const INVALID_CREDENTIALS = 'Invalid identifier or password';

/** With two-step sign-in on, a right password earns only a challenge for the second step. */
export function answerStaffSignIns(plugin: Core.Plugin) {
  const createAuthController = plugin.controllers.auth as unknown as Factory<AuthController>;
  plugin.controllers.auth = (({ strapi }) => {
    const controller = createAuthController({ strapi });
    return {
      ...controller,
      async callback(ctx: Context) {
        try {
          await controller.callback(ctx);
        } catch (error) {
          // Said only after the password matched, so it would tell a guesser it was right.
          if ((error as Error).message === BLOCKED) throw new errors.ValidationError(INVALID_CREDENTIALS);
          throw error;
        }
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
