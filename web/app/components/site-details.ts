import { useRouteLoaderData } from '@remix-run/react';
import type { SiteDetails } from '../data/client/site-settings.server';
import { SITE_SETTINGS_DEFAULTS } from '@journey-canvas/shared';

/** The site's details as the root loader read them (decision 048); the defaults on an error page without them. */
export function useSiteDetails(): SiteDetails {
  return (useRouteLoaderData('root') as { site?: SiteDetails } | undefined)?.site ?? SITE_SETTINGS_DEFAULTS;
}
