import { lazy } from 'react';

/** Loaded on demand; shown only to the roles with its right (the CMS checks each request anyway). */
export default {
  list: lazy(() => import('./CommentList')),
  right: 'comments',
} as const;
