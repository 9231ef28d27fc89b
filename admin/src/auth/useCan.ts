import { useCallback } from 'react';
import { can, DEFAULT_LANGUAGE, POST_RIGHTS, type PostRights, type Right } from '@journey-canvas/shared';
import { usePermissions } from 'react-admin';
import type { StaffPermissions } from '../authProvider';

const useRole = () => usePermissions<StaffPermissions | undefined>().permissions?.role;

/**
 * Whether the signed-in role has a right of the one rights table (decision 094), undefined until
 * the role is known. Only to hide what the CMS would refuse: it checks every request itself.
 */
export function useCan(): (right: Right) => boolean | undefined {
  const role = useRole();
  return useCallback((right: Right) => (role ? can(role, right) : undefined), [role]);
}

/** The role's rights on posts, as `mayChange` reads them; undefined until the role is known. */
export function usePostRights(): PostRights | undefined {
  const role = useRole();
  return role ? POST_RIGHTS[role] : undefined;
}

/** The site's languages, the default first (decision 100); the default alone until the CMS has said. */
export function useSiteLanguages(): string[] {
  return usePermissions<StaffPermissions | undefined>().permissions?.languages ?? [DEFAULT_LANGUAGE];
}
