import { lazy } from 'react';

export default {
  list: lazy(() => import('./TagList')),
  right: 'tags',
} as const;
