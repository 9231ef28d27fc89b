import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SITE_SETTINGS_DEFAULTS, SITE_SETTINGS_MESSAGES } from '@journey-canvas/shared';
import { accountToken, api, fieldErrors, listQuery, login, uploadImage } from '../support/api';

/** The site's own details (decision 048): seeded, read by everyone, changed by Administrators. */
describe('site settings', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await login();
  });

  it("starts with today's words, readable by everyone through REST", async () => {
    const rest = await api('/api/site-setting?populate=shareImage');
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ ...SITE_SETTINGS_DEFAULTS, shareImage: null });
    const record = await api('/api/admin/site-settings', { token: admin });
    expect(record.body).toEqual({
      id: 'site',
      ...SITE_SETTINGS_DEFAULTS,
      shareImage: null,
      languages: ['en', 'fr'],
      analytics: true,
    });
  });

  it('takes changes from an Administrator, with a share image, and logs what changed', async () => {
    const image = await uploadImage(admin);
    const changed = await api('/api/admin/site-settings', {
      method: 'PUT',
      token: admin,
      body: {
        id: 'site',
        tagline: 'Slow roads, long tables',
        contactPhone: '+44 20 7946 0018',
        shareImage: image,
        unknown: 'ignored',
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      tagline: 'Slow roads, long tables',
      contactPhone: '+44 20 7946 0018',
      siteName: 'Journey Canvas',
    });
    expect(changed.body.shareImage).toMatchObject({ id: image, url: expect.stringMatching(/^\/uploads\//) });
    const rest = await api('/api/site-setting?populate=shareImage');
    expect(rest.body.data.tagline).toBe('Slow roads, long tables');
    expect(rest.body.data.shareImage.id).toBe(image);
    const log = await api(`/api/admin/activity${listQuery({ filter: { action: 'settings' }, range: [0, 0] })}`, { token: admin });
    expect(log.body[0].detail).toBe('Site details: tagline, contactPhone, shareImage');
    // Back as it was, for the other tests.
    const reset = await api('/api/admin/site-settings', {
      method: 'PUT',
      token: admin,
      body: { ...SITE_SETTINGS_DEFAULTS, shareImage: null },
    });
    expect(reset.body).toEqual({
      id: 'site',
      ...SITE_SETTINGS_DEFAULTS,
      shareImage: null,
      languages: ['en', 'fr'],
      analytics: true,
    });
  });

  it('refuses bad values with a message on each field, and keeps what was stored', async () => {
    const bad = await api('/api/admin/site-settings', {
      method: 'PUT',
      token: admin,
      body: {
        siteName: '  ',
        defaultMetaDescription: 'x'.repeat(161),
        contactEmail: 'not-an-email',
        contactPhone: 'call us',
        socialLinks: [{ label: 'Instagram', url: 'javascript:alert(1)' }],
        shareImage: 999999,
      },
    });
    expect(bad.status).toBe(400);
    const errors = fieldErrors(bad.body);
    expect(errors).toMatchObject({
      siteName: SITE_SETTINGS_MESSAGES.required('Site name'),
      defaultMetaDescription: SITE_SETTINGS_MESSAGES.tooLong('Default meta description', 160),
      contactEmail: SITE_SETTINGS_MESSAGES.email,
      contactPhone: SITE_SETTINGS_MESSAGES.phone,
      'socialLinks.0.url': SITE_SETTINGS_MESSAGES.socialUrl,
    });
    const image = await api('/api/admin/site-settings', { method: 'PUT', token: admin, body: { shareImage: 999999 } });
    expect(fieldErrors(image.body).shareImage).toBe(SITE_SETTINGS_MESSAGES.shareImage);
    for (const body of [[], 'text', null]) {
      expect((await api('/api/admin/site-settings', { method: 'PUT', token: admin, body })).status).toBe(400);
    }
    expect((await api('/api/admin/site-settings', { token: admin })).body).toMatchObject(SITE_SETTINGS_DEFAULTS);
  });

  it('is changed by Administrators only; REST takes no change', async () => {
    for (const role of ['contributor', 'author', 'editor'] as const) {
      const token = await accountToken(role, `settings-${role}`);
      for (const method of ['GET', 'PUT']) {
        const response = await api('/api/admin/site-settings', {
          method,
          token,
          body: method === 'PUT' ? { tagline: 'Mine' } : undefined,
        });
        expect(response.status, `${role} ${method}`).toBe(403);
      }
    }
    expect((await api('/api/admin/site-settings')).status).toBe(403);
    const rest = await fetch(`${inject('cmsUrl')}/api/site-setting`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { tagline: 'REST' } }),
    });
    expect(rest.status).toBe(405);
    expect((await api('/api/site-setting')).body.data.tagline).toBe(SITE_SETTINGS_DEFAULTS.tagline);
  });
});
