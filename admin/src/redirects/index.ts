import { lazy } from 'react';

export default {
  list: lazy(() => import('./RedirectList')),
  right: 'redirects',
} as const;
