import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { api, jpeg, login, panelToken as panelTokenOfRun } from '../support/api';

/** What the CMS has in its temporary folder, where its body parser writes uploaded files. */
const tempFolder = () => fs.readdirSync(inject('cmsTempDir')).sort();

/** A multipart body as a browser or curl sends it, with a file just over the 10 MB an image may weigh. */
function formWithFile(field = 'files', bytes: Buffer | string = Buffer.alloc(11 * 1024 * 1024, 1), name = 'x.png') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: 'image/png' }), name);
  form.append('data', JSON.stringify({ name: 'a', email: 'a@example.com' }));
  return form;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

describe('request bodies', () => {
  let token: string;
  let panelToken: string;

  beforeAll(async () => {
    token = await login();
    panelToken = panelTokenOfRun();
  });

  it('refuses files where no upload is allowed, and what is refused leaves nothing on disk', async () => {
    const before = tempFolder();
    for (const path of ['/api/contact-messages', '/api/newsletter-subscriptions', '/api/auth/local', '/api/admin/blog-posts']) {
      const response = await api(path, { method: 'POST', token, form: formWithFile() });
      expect(response.status, path).toBe(415);
    }
    const anonymousUpload = await api('/api/upload', { method: 'POST', form: formWithFile() });
    expect(anonymousUpload.status).toBe(401);

    const refusals: [string, string | undefined, FormData, number][] = [
      ['/api/upload', token, formWithFile('files', SVG, 'photo.jpg'), 400],
      ['/api/upload', token, formWithFile('files', Buffer.concat([await jpeg(), Buffer.alloc(11 * 1024 * 1024)])), 413],
      ['/api/upload', token, formWithFile('pictures', await jpeg(), 'photo.jpg'), 400],
      ['/api/upload', 'not-a-token', formWithFile(), 401],
      ['/upload', panelToken, formWithFile('files', SVG, 'photo.jpg'), 400],
      ['/admin/project-settings', panelToken, formWithFile('menuLogo', SVG, 'logo.png'), 400],
    ];
    for (const [path, bearer, form, status] of refusals) {
      const response = await api(path, { method: 'POST', token: bearer, form });
      expect(response.status, path).toBe(status);
    }
    expect(tempFolder()).toEqual(before);
  });

  it('leaves nothing behind after an accepted upload either', async () => {
    const before = tempFolder();
    const response = await api('/api/upload', { method: 'POST', token, form: formWithFile('files', await jpeg(), 'photo.jpg') });
    expect(response.status).toBe(201);
    expect(tempFolder()).toEqual(before);
  });

  it('holds each public route to the body it needs', async () => {
    const message = { name: 'Ana', email: 'ana@example.com', subject: 'Lisbon', message: 'x'.repeat(70 * 1024) };
    const tooLong = await api('/api/contact-messages', { body: { data: message } });
    expect(tooLong.status).toBe(413);
    const login = await api('/api/auth/local', { body: { identifier: DEV_ADMIN.email, password: 'p'.repeat(5000) } });
    expect(login.status).toBe(413);

    // A body streamed without a stated length could not be measured before it is read.
    const streamed = await fetch(`${inject('cmsUrl')}/api/newsletter-subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([JSON.stringify({ data: { email: 'stream@example.com' } })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(411);

    const fine = await api('/api/contact-messages', { body: { data: { ...message, message: 'See you in Lisbon!' } } });
    expect(fine.status).toBe(201);
  });
});
