import type { Core } from '@strapi/strapi';
import { equalizeLoginTiming } from '../../auth/login-timing';
import { keepStaffRoles } from '../../staff/keep-staff-roles';
import { answerStaffSignIns, guardStaffSessions } from '../../staff/staff-strategy';
import { addStaffUserAttributes } from '../../staff/user-fields';

/**
 * users-permissions as the product uses it: a login that takes as long for an unknown account as
 * for a known one, staff accounts that keep their sessions' cut-off and two-step sign-in, and
 * tokens checked against both; the staff roles are kept from deletion in Strapi's panel.
 */
export default (plugin: Core.Plugin) => {
  addStaffUserAttributes(plugin);
  guardStaffSessions(plugin);
  keepStaffRoles(plugin);
  return answerStaffSignIns(equalizeLoginTiming(plugin));
};
