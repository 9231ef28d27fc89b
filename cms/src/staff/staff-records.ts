import { isStaffRole, type StaffMember, type StaffStatus } from '@journey-canvas/shared';
import type { StaffUser } from './user-fields';

/** Someone suspended before accepting their invitation is suspended, not invited. */
export const staffStatus = (user: StaffUser): StaffStatus =>
  user.blocked ? 'suspended' : user.confirmed === false ? 'invited' : 'active';

/** Never a password, secret or token. */
export function toStaffMember(user: StaffUser): StaffMember {
  const role = user.role?.type;
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    role: isStaffRole(role) ? role : 'contributor',
    status: staffStatus(user),
    twoFactor: Boolean(user.totpEnabledAt),
  };
}
