import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isStaffRole, STAFF_MESSAGES } from '@journey-canvas/shared';

type RoleService = { deleteRole(roleId: unknown, publicRoleId: unknown): Promise<unknown> };

/**
 * Strapi's panel may delete a users-permissions role: its people move to Public, through the query
 * engine, past the account rules (account-rules.ts). Deleting a staff role would so take everyone's
 * access at once, the last Administrator's included, and the role comes back empty on the next
 * start. The four staff roles are refused; people change role in the admin's Settings › Staff.
 */
export function keepStaffRoles(plugin: Core.Plugin) {
  const createRoleService = plugin.services.role as unknown as (deps: { strapi: Core.Strapi }) => RoleService;
  plugin.services.role = ((deps: { strapi: Core.Strapi }) => {
    const service = createRoleService(deps);
    const deleteRole = service.deleteRole.bind(service);
    return Object.assign(service, {
      async deleteRole(roleId: unknown, publicRoleId: unknown) {
        const role = (await deps.strapi.db
          .query('plugin::users-permissions.role')
          .findOne({ where: { id: roleId }, select: ['type'] })) as { type?: string } | null;
        if (isStaffRole(role?.type)) throw new errors.ApplicationError(STAFF_MESSAGES.staffRoleKept);
        return deleteRole(roleId, publicRoleId);
      },
    });
  }) as unknown as Core.Plugin['services'][string];
}
