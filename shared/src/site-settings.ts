import { z } from 'zod';

/** The site's own details (decision 048). The defaults are the site's words from before settings, so nothing changed for readers. */
export interface SocialLink {
  label: string;
  url: string;
}

export interface SiteSettingsText {
  siteName: string;
  tagline: string;
  footerBlurb: string;
  defaultMetaDescription: string;
  socialLinks: SocialLink[];
  /** One line each, as on an envelope. */
  contactAddress: string;
  contactPhone: string;
  contactPhoneHours: string;
  contactEmail: string;
  contactEmailPromise: string;
  openingHours: string;
  newsletterBlurb: string;
}

export interface ShareImage {
  id: number;
  url: string;
  width: number | null;
  height: number | null;
  alternativeText: string | null;
}

export interface SiteSettings extends SiteSettingsText {
  shareImage: ShareImage | null;
  /** The site's languages, the default first (decision 100). */
  languages: string[];
  /** Whether the site counts its readers (decision 101); off, nothing is counted or stored. */
  analytics: boolean;
}

export const SITE_SETTINGS_DEFAULTS: SiteSettingsText = {
  siteName: 'Journey Canvas',
  tagline: 'Explore, Discover, Wander',
  footerBlurb:
    'Journey Canvas shares honest travel stories, practical guides, and original photography from around the world. Inspiring travelers since 2024.',
  defaultMetaDescription: 'Journey Canvas: travel stories, practical guides and tips from the road. Explore, discover, wander.',
  socialLinks: [
    { label: 'Instagram', url: 'https://www.instagram.com/journeycanvas' },
    { label: 'Pinterest', url: 'https://www.pinterest.com/journeycanvas' },
    { label: 'YouTube', url: 'https://www.youtube.com/@journeycanvas' },
    { label: 'X', url: 'https://x.com/journeycanvas' },
  ],
  contactAddress: 'Journey Canvas Studio\n2417 SE Division Street, Suite 3\nPortland, OR 97202',
  contactPhone: '+1 (503) 555-0142',
  contactPhoneHours: 'Mon-Fri, 9AM-7PM',
  contactEmail: 'hello@journeycanvas.com',
  contactEmailPromise: 'We reply within 12 hours',
  openingHours: 'Mon-Fri 9AM-7PM\nSat 10AM-5PM\nSunday closed',
  newsletterBlurb: 'Get new stories by email',
};

export const SITE_SETTINGS_LIMITS = {
  siteName: 60,
  tagline: 120,
  footerBlurb: 400,
  defaultMetaDescription: 160,
  contactAddress: 300,
  contactPhone: 40,
  contactPhoneHours: 80,
  contactEmail: 254,
  contactEmailPromise: 120,
  openingHours: 300,
  newsletterBlurb: 120,
  socialLinks: 10,
  socialLabel: 40,
  socialUrl: 300,
} as const;

export const SITE_SETTINGS_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or less`,
  email: 'Enter a valid email address, such as hello@example.com',
  phone: 'Enter a phone number: digits, spaces, +, - and brackets',
  socialLinks: `Social links are a list of at most ${SITE_SETTINGS_LIMITS.socialLinks} { label, url }`,
  socialUrl: 'Each social link must be a full web address starting with https:// or http://',
  shareImage: 'The share image must be an uploaded JPG, PNG or WEBP image',
  analytics: 'Analytics is on (true) or off (false)',
} as const;

const text = (label: string, max: number, required = true) =>
  z
    .string({ error: SITE_SETTINGS_MESSAGES.required(label) })
    .trim()
    .min(required ? 1 : 0, { error: SITE_SETTINGS_MESSAGES.required(label), abort: true })
    .max(max, { error: SITE_SETTINGS_MESSAGES.tooLong(label, max) });

const L = SITE_SETTINGS_LIMITS;

/** Checked on every write, whatever the door. */
export const siteSettingsSchema = z.object({
  siteName: text('Site name', L.siteName),
  tagline: text('Tagline', L.tagline),
  footerBlurb: text('Footer text', L.footerBlurb),
  defaultMetaDescription: text('Default meta description', L.defaultMetaDescription),
  socialLinks: z
    .array(
      z.object({
        label: text('Each social link’s name', L.socialLabel),
        url: text('Each social link’s address', L.socialUrl).pipe(
          z.url({ protocol: /^https?$/, error: SITE_SETTINGS_MESSAGES.socialUrl }),
        ),
      }),
      { error: SITE_SETTINGS_MESSAGES.socialLinks },
    )
    .max(L.socialLinks, { error: SITE_SETTINGS_MESSAGES.socialLinks }),
  contactAddress: text('Address', L.contactAddress),
  contactPhone: text('Phone', L.contactPhone).pipe(
    z.string().regex(/^[+\d][\d\s().-]*$/, { error: SITE_SETTINGS_MESSAGES.phone }),
  ),
  contactPhoneHours: text('Phone hours', L.contactPhoneHours, false),
  contactEmail: text('Email', L.contactEmail).pipe(z.email({ error: SITE_SETTINGS_MESSAGES.email })),
  contactEmailPromise: text('Reply promise', L.contactEmailPromise, false),
  openingHours: text('Opening hours', L.openingHours, false),
  newsletterBlurb: text('Newsletter text', L.newsletterBlurb),
  // Settings stored before analytics hold none: on.
  analytics: z
    .boolean({ error: SITE_SETTINGS_MESSAGES.analytics })
    .nullish()
    .transform((on) => on !== false),
});

export const settingLines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
