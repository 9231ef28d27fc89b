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
  /** Whether a good token names a suspended account. */
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
        // users-permissions refuses a suspended account's token as "Invalid credentials"; a suspension ended its sessions.
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

/** users-permissions' answer to a suspended account's right password, and to a wrong password. */
const BLOCKED = 'Your account has been blocked by an administrator';
const INVALID_CREDENTIALS = 'Invalid identifier or password';

/**
 * The login's answer once users-permissions accepted the password: a token issued no earlier than
 * the account's cut-off, or, with two-step sign-in on, only a challenge for the second step. A
 * suspended account's right password is refused as a wrong one is.
 */
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
          // Said only after the password matched, so it would tell a guesser the password was right.
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
