import { lazy } from 'react';

export default {
  list: lazy(() => import('./StaffList')),
  right: 'staff',
} as const;
