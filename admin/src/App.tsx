import { Admin, CustomRoutes, Resource } from 'react-admin';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { AcceptInvitation } from './auth/AcceptInvitation';
import { LoginPage } from './auth/LoginPage';
import { createAuthProvider } from './authProvider';
import type { AdminConfig } from './config';
import { createDataProvider } from './dataProvider';
import { i18nProvider } from './i18n/en';
import { AdminLayout } from './layout/AdminLayout';
import { WithRight } from './layout/CannotOpen';
import posts from './posts';
import { theme } from './theme';

const Settings = lazy(() => import('./settings/Settings'));
const CommentList = lazy(() => import('./comments/CommentList'));
const SubscriberList = lazy(() => import('./subscribers/SubscriberList'));

export function App({ config }: { config: AdminConfig }) {
  return (
    <Admin
      title="Journey Canvas Admin"
      dataProvider={createDataProvider(config.cmsUrl)}
      authProvider={createAuthProvider({ cmsUrl: config.cmsUrl })}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AdminLayout}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource name="blog-posts" {...posts} />
      <Resource name="staff" />
      <CustomRoutes>
        <Route path="/settings" element={<Settings />} />
        <Route
          path="/comments"
          element={
            <WithRight right="comments">
              <CommentList />
            </WithRight>
          }
        />
        <Route
          path="/subscribers"
          element={
            <WithRight right="subscribers">
              <SubscriberList />
            </WithRight>
          }
        />
      </CustomRoutes>
      {/* An invitation link opens here, signed out. */}
      <CustomRoutes noLayout>
        <Route path="/accept-invitation" element={<AcceptInvitation />} />
      </CustomRoutes>
    </Admin>
  );
}
