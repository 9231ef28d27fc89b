import { route } from '../../../admin-api/routes';
import type { Context, Next } from 'koa';
import { signInActivityMiddleware } from '../../../activity/sign-in-activity';
import { loginFailureCounters, loginThrottleMiddleware, sessionProofThrottle } from '../../../auth/login-throttle';
import { authRateLimit } from '../../../auth/route-rate-limit';
import { secondStepThrottle } from '../../../auth/second-step-throttle';
import { challengedUser } from '../../../staff/two-factor/sign-in';

/** The second step's failures count against the account, with the password's (decision 046). */
const challengeAccount = async (ctx: Context) =>
  (await challengedUser(strapi, (ctx.request.body as { challenge?: unknown } | undefined)?.challenge))?.email ?? '';

const secondStepMiddlewares = [
  authRateLimit,
  (ctx: Context, next: Next) =>
    signInActivityMiddleware(strapi, { account: challengeAccount, wrong: 'Wrong two-step code' })(ctx, next),
  (ctx: Context, next: Next) => loginThrottleMiddleware({ ...loginFailureCounters(), account: challengeAccount })(ctx, next),
  (ctx: Context, next: Next) => secondStepThrottle(strapi)(ctx, next),
];

export default {
  type: 'content-api',
  routes: [
    route('GET', '/admin/staff', 'admin-staff.find'),
    route('GET', '/admin/staff/:id', 'admin-staff.findOne'),
    route('POST', '/admin/staff', 'admin-staff.create'),
    route('PUT', '/admin/staff/:id', 'admin-staff.update'),
    route('POST', '/admin/staff/:id/revoke-sessions', 'admin-staff.revokeSessions'),
    route('PUT', '/admin/account/password', 'account.password', [sessionProofThrottle]),
    route('GET', '/admin/account/two-factor', 'account.twoFactor'),
    route('POST', '/admin/account/two-factor/setup', 'account.twoFactorSetup'),
    route('POST', '/admin/account/two-factor/confirm', 'account.twoFactorConfirm'),
    route('POST', '/admin/account/two-factor/disable', 'account.twoFactorDisable', [sessionProofThrottle]),
    route('POST', '/staff/invitations/check', 'invitation.check', [authRateLimit]),
    route('POST', '/staff/invitations/accept', 'invitation.accept', [authRateLimit]),
    route('POST', '/auth/two-factor', 'sign-in.secondStep', secondStepMiddlewares),
  ],
};
