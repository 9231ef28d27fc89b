import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';

/** The blog-posts resource; its screens load on demand so the login screen stays light. */
export default {
  list: lazy(() => import('./PostList')),
  create: lazy(() => import('./PostCreate')),
  edit: lazy(() => import('./PostEdit')),
  show: lazy(() => import('./PostShow')),
  icon: ArticleIcon,
};
