import type { Core } from '@strapi/strapi';
import { equalizeLoginTiming } from '../../auth/login-timing';
import { keepStaffRoles } from '../../staff/keep-staff-roles';
import { answerStaffSignIns, guardStaffSessions } from '../../staff/staff-strategy';
import { addStaffUserAttributes } from '../../staff/user-fields';

/** users-permissions as the product uses it (decisions 013, 046, 047). */
export default (plugin: Core.Plugin) => {
  addStaffUserAttributes(plugin);
  guardStaffSessions(plugin);
  keepStaffRoles(plugin);
  return answerStaffSignIns(equalizeLoginTiming(plugin));
};
