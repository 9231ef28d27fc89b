/** The site's own details from the CMS (`GET /api/site-setting`, decision 048), cached like every CMS answer. */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, SITE_SETTINGS_DEFAULTS, type SiteSettingsText } from '@journey-canvas/shared';
import { shareImage, type ShareImage } from '../images';
import { webEnvironment } from '../../platform/env.server';
import { cached } from './answer-cache.server';
import { CmsError, CmsUnavailableError, request } from './request.server';
import { imageSchema } from './schemas.server';

const text = z.string().nullish();
const answerSchema = z.object({
  data: z
    .object({
      ...(Object.fromEntries(Object.keys(SITE_SETTINGS_DEFAULTS).map((field) => [field, text])) as Record<
        keyof SiteSettingsText,
        typeof text
      >),
      socialLinks: z.array(z.object({ label: z.string(), url: z.string() })).nullish(),
      shareImage: imageSchema.nullish(),
      languages: z.array(z.string()).min(1).nullish(),
      analytics: z.boolean().nullish(),
    })
    .nullable(),
});

export interface SiteDetails extends SiteSettingsText {
  shareImage?: ShareImage;
  /** The site's languages, the default first (decision 100). */
  languages: string[];
  /** Whether page views are counted (decision 101). */
  analytics: boolean;
}

export const DEFAULT_SITE_DETAILS: SiteDetails = { ...SITE_SETTINGS_DEFAULTS, languages: [DEFAULT_LANGUAGE], analytics: true };

/** CMS away, pages show the defaults rather than fail; stand-ins (`fromCms: false`) must not be kept by any cache. */
export async function siteDetails(): Promise<{ details: SiteDetails; fromCms: boolean }> {
  try {
    const details = await cached('site:settings', async () => {
      const { data } = answerSchema.parse(await request('/api/site-setting?populate=shareImage'));
      if (!data) return DEFAULT_SITE_DETAILS;
      const details = { ...DEFAULT_SITE_DETAILS } as Record<string, unknown>;
      for (const [field, value] of Object.entries(data))
        if (value !== null && value !== undefined && value !== '') details[field] = value;
      return {
        ...(details as unknown as SiteDetails),
        shareImage: shareImage(data.shareImage, webEnvironment().cmsPublicUrl, (details.siteName as string) ?? ''),
      };
    });
    return { details, fromCms: true };
  } catch (error) {
    // A CMS without the settings yet (404 before its first start finished) shows the defaults too.
    if (error instanceof CmsUnavailableError || (error instanceof CmsError && error.status === 404)) {
      return { details: DEFAULT_SITE_DETAILS, fromCms: false };
    }
    throw error;
  }
}
