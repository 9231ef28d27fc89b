import { Admin, CustomRoutes, Resource } from 'react-admin';
import { lazy, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import type { Right } from '@journey-canvas/shared';
import activity from './activity';
import { AcceptInvitation } from './auth/AcceptInvitation';
import { LoginPage } from './auth/LoginPage';
import { createAuthProvider } from './authProvider';
import comments from './comments';
import type { AdminConfig } from './config';
import { createDataProvider } from './dataProvider';
import { i18nProvider } from './i18n/en';
import { AdminLayout } from './layout/AdminLayout';
import { WithRight } from './layout/CannotOpen';
import posts from './posts';
import redirects from './redirects';
import staff from './staff';
import subscribers from './subscribers';
import tags from './tags';
import { theme } from './theme';

const Settings = lazy(() => import('./settings/Settings'));
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage'));
const TranslationCreate = lazy(() =>
  import('./translations/TranslationPages').then((module) => ({ default: module.TranslationCreate })),
);

/** A list screen that those without its right are told they cannot open, before the CMS is asked. */
const guarded = ({ list: List, right }: { list: ComponentType; right: Right }) => (
  <WithRight right={right}>
    <List />
  </WithRight>
);

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
      <Resource name="blog-posts" {...posts}>
        <Route path=":id/translate/:locale" element={<TranslationCreate />} />
      </Resource>
      <Resource name="comments" list={guarded(comments)} />
      <Resource name="subscribers" list={guarded(subscribers)} />
      <Resource name="tags" list={guarded(tags)} />
      <Resource name="redirects" list={guarded(redirects)} />
      <Resource name="staff" list={guarded(staff)} />
      <Resource name="activity" list={guarded(activity)} />
      <CustomRoutes>
        <Route path="/settings" element={<Settings />} />
        <Route path="/analytics" element={<AnalyticsPage />} />
      </CustomRoutes>
      {/* An invitation link opens here, signed out. */}
      <CustomRoutes noLayout>
        <Route path="/accept-invitation" element={<AcceptInvitation />} />
      </CustomRoutes>
    </Admin>
  );
}
