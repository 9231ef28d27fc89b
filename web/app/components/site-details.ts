import { useRouteLoaderData } from '@remix-run/react';
import { DEFAULT_LANGUAGE, SITE_SETTINGS_DEFAULTS } from '@journey-canvas/shared';
import type { SiteDetails } from '../data/client/site-settings.server';

const DEFAULTS: SiteDetails = { ...SITE_SETTINGS_DEFAULTS, languages: [DEFAULT_LANGUAGE], analytics: true };

/** The site's details as the root loader read them (decision 048); the defaults on an error page without them. */
export function useSiteDetails(): SiteDetails {
  return (useRouteLoaderData('root') as { site?: SiteDetails } | undefined)?.site ?? DEFAULTS;
}
