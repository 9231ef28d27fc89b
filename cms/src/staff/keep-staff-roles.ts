import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isStaffRole, STAFF_MESSAGES } from '@journey-canvas/shared';

type RoleService = { deleteRole(roleId: unknown, publicRoleId: unknown): Promise<unknown> };

/** Deleting a role in Strapi's panel moves its people to Public past the account rules, locking everyone out. */
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
