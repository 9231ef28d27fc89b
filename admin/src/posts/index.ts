import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';

/** Screens load on demand so the login screen stays light; adding a translation has an address of its own. */
export default {
  list: lazy(() => import('./PostList')),
  create: lazy(() => import('./PostCreate')),
  edit: lazy(() => import('./PostEdit')),
  show: lazy(() => import('./PostShow')),
  icon: ArticleIcon,
};
