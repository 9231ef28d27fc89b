import { READER_RIGHTS, type ReaderRights } from '@journey-canvas/shared';
import { usePermissions } from 'react-admin';
import type { StaffPermissions } from '../authProvider';

/** The CMS refuses the rest anyway. */
export function useReaderRights(): ReaderRights | undefined {
  const { permissions } = usePermissions<StaffPermissions | undefined>();
  return permissions ? READER_RIGHTS[permissions.role] : undefined;
}
