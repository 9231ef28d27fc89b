import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';

const INVALID_CREDENTIALS = 'Invalid identifier or password';
const PASSWORD_CHECKED = Symbol('password checked');

interface UserService {
  validatePassword(password: string, hash: string): Promise<boolean>;
  ensureHashedPasswords(values: { password: string }): Promise<{ password: string }>;
}
interface AuthController {
  callback(ctx: Context): Promise<unknown>;
}
type Factory<T> = (deps: { strapi: Core.Strapi }) => T;

/** bcrypt runs only for an account that exists, so a refusal that skipped it hashes a dummy (decision 013). */
export function equalizeLoginTiming(plugin: Core.Plugin): Core.Plugin {
  const createUserService = plugin.services.user as unknown as Factory<UserService>;
  plugin.services.user = (({ strapi }) => {
    const service = createUserService({ strapi });
    return {
      ...service,
      validatePassword(password: string, hash: string) {
        const ctx = strapi.requestContext.get() as Context | undefined;
        if (ctx) (ctx.state as Record<symbol, boolean>)[PASSWORD_CHECKED] = true;
        return service.validatePassword(password, hash);
      },
    };
  }) as Factory<UserService> as unknown as Core.Service;

  const createAuthController = plugin.controllers.auth as unknown as Factory<AuthController>;
  plugin.controllers.auth = (({ strapi }) => {
    const controller = createAuthController({ strapi });
    const users = () => strapi.plugin('users-permissions').service('user') as UserService;
    let dummyHash: Promise<string> | undefined;
    const dummy = () =>
      (dummyHash ??= users()
        .ensureHashedPasswords({ password: randomBytes(24).toString('hex') })
        .then(({ password }) => password));

    // Ready before the first refusal needs it, so that one is not slower still.
    setImmediate(() => void dummy().catch((error) => strapi.log.error(error)));

    return {
      ...controller,
      async callback(ctx: Context) {
        try {
          // PostgreSQL cannot look up a NUL; no account has one.
          const identifier = (ctx.request.body as { identifier?: unknown } | undefined)?.identifier;
          if (typeof identifier === 'string' && identifier.includes('\0')) throw new errors.ValidationError(INVALID_CREDENTIALS);
          return await controller.callback(ctx);
        } catch (error) {
          const password = (ctx.request.body as { password?: unknown } | undefined)?.password;
          const refusedUnchecked =
            (error as Error).message === INVALID_CREDENTIALS &&
            !(ctx.state as Record<symbol, boolean>)[PASSWORD_CHECKED] &&
            typeof password === 'string';
          if (refusedUnchecked) await users().validatePassword(password, await dummy());
          throw error;
        }
      },
    };
  }) as Factory<AuthController> as unknown as Core.Controller;
  return plugin;
}
