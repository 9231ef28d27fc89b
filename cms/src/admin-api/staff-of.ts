import { errors } from '@strapi/utils';
import { isStaffRole, POST_RIGHTS, ROLE_MESSAGES, type PostRights, type StaffRole } from '@journey-canvas/shared';
import type { Context } from 'koa';
import { changeContext } from '../change-context';

/**
 * Who asks the admin API (decision 045). Refusals are PolicyErrors: a 403 whose message Strapi
 * passes on, where a plain ForbiddenError thrown past its authorization step is a bare "Forbidden".
 */
export interface Staff {
  role: StaffRole;
  /** The account as `createdByAdmin` records it: its username, or its email. */
  account: string;
  rights: PostRights;
}

export function staffOf(ctx: Context): Staff {
  const type = (ctx.state.user as { role?: { type?: string } } | undefined)?.role?.type;
  const account = changeContext().actor;
  if (!isStaffRole(type) || !account) throw new errors.PolicyError(ROLE_MESSAGES.notStaff);
  return { role: type, account, rights: POST_RIGHTS[type] };
}
