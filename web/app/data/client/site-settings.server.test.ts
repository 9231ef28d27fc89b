import { describe, expect, it } from 'vitest';
import { SITE_SETTINGS_DEFAULTS } from '@journey-canvas/shared';
import { answer, fakeCmsForEachTest } from '../../test-support/fake-cms';
import { purgePost } from './answer-cache.server';
import { siteDetails } from './site-settings.server';

const cms = fakeCmsForEachTest();

describe('site details from the CMS', () => {
  it('reads the settings, each empty one as its default, with an absolute share image', async () => {
    purgePost(undefined);
    cms.fetch.mockImplementation(
      answer(200, {
        data: {
          siteName: 'Slow Roads',
          tagline: '',
          shareImage: { url: '/uploads/card.png', width: 1200, height: 630, alternativeText: 'A card' },
        },
      }),
    );
    const { details, fromCms } = await siteDetails();
    expect(fromCms).toBe(true);
    expect(details).toMatchObject({
      siteName: 'Slow Roads',
      tagline: SITE_SETTINGS_DEFAULTS.tagline,
      contactEmail: SITE_SETTINGS_DEFAULTS.contactEmail,
      languages: ['en'],
    });
    expect(details.shareImage).toEqual({
      url: expect.stringMatching(/^https?:\/\/.+\/uploads\/card\.png$/),
      width: 1200,
      height: 630,
      alt: 'A card',
    });
  });

  it("reads the site's languages, the default first (decision 100)", async () => {
    purgePost(undefined);
    cms.fetch.mockImplementation(answer(200, { data: { siteName: 'Slow Roads', languages: ['en', 'fr'] } }));
    expect((await siteDetails()).details.languages).toEqual(['en', 'fr']);
  });

  it('shows the defaults, said to be stand-ins, when the CMS has no settings yet or cannot be reached', async () => {
    purgePost(undefined);
    cms.fetch.mockImplementation(answer(404, { error: { status: 404, message: 'Not Found' } }));
    // The site in its default language alone (decision 100).
    const standIns = { ...SITE_SETTINGS_DEFAULTS, languages: ['en'], analytics: true };
    expect(await siteDetails()).toEqual({ details: standIns, fromCms: false });
    purgePost(undefined);
    cms.fetch.mockImplementation(answer(503, {}));
    expect(await siteDetails()).toEqual({ details: standIns, fromCms: false });
  });
});
