import { errors } from '@strapi/utils';
import { isStaffRole, POST_RIGHTS, ROLE_MESSAGES, type PostRights, type StaffRole } from '@journey-canvas/shared';
import type { Context } from 'koa';
import { changeContext } from '../change-context';

/** PolicyErrors, since Strapi reduces a ForbiddenError past its authorization step to a bare "Forbidden". */
export interface Staff {
  role: StaffRole;
  /** As `createdByAdmin` records it. */
  account: string;
  rights: PostRights;
}

export function staffOf(ctx: Context): Staff {
  const type = (ctx.state.user as { role?: { type?: string } } | undefined)?.role?.type;
  const account = changeContext().actor;
  if (!isStaffRole(type) || !account) throw new errors.PolicyError(ROLE_MESSAGES.notStaff);
  return { role: type, account, rights: POST_RIGHTS[type] };
}
