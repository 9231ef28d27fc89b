import type { Core } from '@strapi/strapi';
import { isStaffRole, READER_RIGHTS, NEWSLETTER_MESSAGES } from '@journey-canvas/shared';
import { errors } from '@strapi/utils';
import { changeContext } from '../../../change-context';

/**
 * "Email this story to subscribers" is an Editor's decision: through the admin API and
 * REST, only a role with the newsletter right may tick it; Strapi's panel (its own administrators)
 * and the CMS itself (the scheduler publishing a post ticked before) may.
 */
export function assertMayTickEmail(strapi: Core.Strapi) {
  const { door } = changeContext();
  if (door !== 'admin' && door !== 'rest') return;
  const role = (strapi.requestContext.get()?.state?.user as { role?: { type?: string } } | undefined)?.role?.type;
  // A PolicyError: a 403 with its message, as every refusal of a role (decision 045).
  if (!isStaffRole(role) || !READER_RIGHTS[role].newsletter) throw new errors.PolicyError(NEWSLETTER_MESSAGES.emailNotAllowed);
}
