import type { Core } from '@strapi/strapi';
import { equalizeLoginTiming } from '../../auth/login-timing';
import { answerStaffSignIns, guardStaffSessions } from '../../staff/staff-strategy';
import { addStaffUserAttributes } from '../../staff/user-fields';

/**
 * users-permissions as the product uses it: a login that takes as long for an unknown account as
 * for a known one, staff accounts that keep their sessions' cut-off and two-step sign-in, and
 * tokens checked against both.
 */
export default (plugin: Core.Plugin) => {
  addStaffUserAttributes(plugin);
  guardStaffSessions(plugin);
  return answerStaffSignIns(equalizeLoginTiming(plugin));
};
