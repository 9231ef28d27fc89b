import type { Core } from '@strapi/strapi';
import { can, isStaffRole, NEWSLETTER_MESSAGES } from '@journey-canvas/shared';
import { errors } from '@strapi/utils';
import { changeContext } from '../../../change-context';

/** An Editor's decision; Strapi's panel and the CMS itself (the scheduler) are not limited. */
export function assertMayTickEmail(strapi: Core.Strapi) {
  const { door } = changeContext();
  if (door !== 'admin' && door !== 'rest') return;
  const role = (strapi.requestContext.get()?.state?.user as { role?: { type?: string } } | undefined)?.role?.type;
  // A 403, as every refusal of a role (decision 045).
  if (!isStaffRole(role) || !can(role, 'newsletter')) throw new errors.PolicyError(NEWSLETTER_MESSAGES.emailNotAllowed);
}
