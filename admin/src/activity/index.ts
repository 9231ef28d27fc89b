import { lazy } from 'react';

export default {
  list: lazy(() => import('./ActivityList')),
  right: 'activity',
} as const;
