import { lazy } from 'react';

export default {
  list: lazy(() => import('./SubscriberList')),
  right: 'subscribers',
} as const;
