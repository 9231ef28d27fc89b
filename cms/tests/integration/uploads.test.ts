import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FILE_MESSAGES } from '@journey-canvas/shared';
import { api, jpeg, login, postBody, uploadFile, uploadImage } from '../support/api';
import { pictureFormats } from '@journey-canvas/testing/picture-formats';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
const HTML = '<!doctype html><html><body><script>alert(1)</script></body></html>';

describe('uploads', () => {
  let token: string;

  beforeAll(async () => {
    token = await login();
  });

  it('accepts JPEG, PNG and WebP images and makes responsive formats', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#996633' } })
      .webp()
      .toBuffer();
    // Every breakpoint narrower than the image (1000, 750, 500 pixels), each with its AVIF and WebP
    // renditions (a WebP upload's own format is already WebP), and the thumbnail.
    for (const [bytes, name, type, formats] of [
      [await jpeg(), 'a.jpg', 'image/jpeg', pictureFormats(['small', 'medium', 'large'])],
      [png, 'b.png', 'image/png', pictureFormats(['small', 'medium'])],
      [webp, 'c.webp', 'image/webp', pictureFormats(['small', 'medium'], { webpUpload: true })],
    ] as const) {
      const response = await uploadFile(token, bytes, name, type);
      expect(response.status, name).toBe(201);
      expect(response.body[0].mime).toBe(type);
      expect(Object.keys(response.body[0].formats).sort(), name).toEqual(formats);
    }
  });

  it('serves the AVIF and WebP renditions at the size of the format they stand beside, and deletes them with the file', async () => {
    const response = await uploadFile(token, await jpeg(), 'modern.jpg', 'image/jpeg');
    const { id, formats } = response.body[0];
    for (const [key, format] of [
      ['small_avif', 'heif'],
      ['small_webp', 'webp'],
    ] as const) {
      const rendition = formats[key];
      expect(rendition.mime, key).toBe(key.endsWith('avif') ? 'image/avif' : 'image/webp');
      expect([rendition.width, rendition.height], key).toEqual([formats.small.width, formats.small.height]);
      const file = await fetch(`${inject('cmsUrl')}${rendition.url}`);
      expect(file.status, key).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect((await sharp(bytes).metadata()).format, key).toBe(format);
      const jpegBytes = await (await fetch(`${inject('cmsUrl')}${formats.small.url}`)).arrayBuffer();
      expect(bytes.length, key).toBeLessThan(jpegBytes.byteLength);
    }
    expect((await api(`/api/upload/files/${id}`, { method: 'DELETE', token })).status).toBe(200);
    for (const key of ['small_avif', 'small_webp']) {
      expect((await fetch(`${inject('cmsUrl')}${formats[key].url}`)).status, key).toBe(404);
    }
  });

  it('keeps a file a story or a saved version of one uses, and deletes it once nothing does', async () => {
    const first = await uploadImage(token);
    const second = await uploadImage(token);
    const post = await api('/api/admin/blog-posts', { token, body: postBody([first]) });
    expect(post.status).toBe(201);
    const destroy = (id: number) => api(`/api/upload/files/${id}`, { method: 'DELETE', token });

    const refused = await destroy(first);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(FILE_MESSAGES.inUse);
    expect((await api(`/api/upload/files/${first}`, { token })).status).toBe(200);

    // The story moves to the second picture: the first is now named only by its History.
    expect(
      (await api(`/api/admin/blog-posts/${post.body.id}`, { method: 'PUT', token, body: { images: [second] } })).status,
    ).toBe(200);
    expect((await destroy(first)).status).toBe(400);

    // In the Trash it still holds its pictures; deleted for good, it takes its History with it, and
    // its pictures are free to go.
    const postPath = `/api/admin/blog-posts/${post.body.id}`;
    expect((await api(postPath, { method: 'DELETE', token })).status).toBe(200);
    expect((await destroy(second)).status).toBe(400);
    expect((await api(`${postPath}?permanent=true`, { method: 'DELETE', token })).status).toBe(200);
    expect((await destroy(first)).status).toBe(200);
    expect((await destroy(second)).status).toBe(200);
  });

  it('keeps a picture a story’s text shows, in any of its sizes, until no story or saved version writes it', async () => {
    const featured = await uploadImage(token);
    const inText = await uploadImage(token);
    const inTextSized = await uploadImage(token);
    const file = async (id: number) => (await api(`/api/upload/files/${id}`, { token })).body;
    const { url } = await file(inText);
    const { formats } = await file(inTextSized);
    const content = `The harbour at dawn.\n\n![Boats](${url} "Before the ferry")\n\n![Nets](${formats.thumbnail.url})\n\n${'We stayed a week. '.repeat(10)}`;
    const post = await api('/api/admin/blog-posts', { token, body: postBody([featured], { content }) });
    expect(post.status).toBe(201);
    const destroy = (id: number) => api(`/api/upload/files/${id}`, { method: 'DELETE', token });

    for (const id of [inText, inTextSized]) {
      const refused = await destroy(id);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(FILE_MESSAGES.inUse);
    }

    // Trashed, it still shows them; deleted for good, with its History, it frees them.
    const postPath = `/api/admin/blog-posts/${post.body.id}`;
    expect((await api(postPath, { method: 'DELETE', token })).status).toBe(200);
    expect((await destroy(inText)).status).toBe(400);
    expect((await api(`${postPath}?permanent=true`, { method: 'DELETE', token })).status).toBe(200);
    for (const id of [featured, inText, inTextSized]) expect((await destroy(id)).status).toBe(200);
  });

  it('refuses an SVG', async () => {
    const response = await uploadFile(token, SVG, 'logo.svg', 'image/svg+xml');
    expect(response.status).toBe(400);
  });

  it('refuses an SVG disguised as a JPEG, judging by its bytes', async () => {
    const response = await uploadFile(token, SVG, 'photo.jpg', 'image/jpeg');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('Please upload only JPG, PNG, or WEBP images under 10MB.');
  });

  it('refuses HTML disguised as a JPEG, judging by its bytes', async () => {
    const response = await uploadFile(token, HTML, 'holiday.jpg', 'image/jpeg');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('Please upload only JPG, PNG, or WEBP images under 10MB.');
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await uploadFile(token, big, 'huge.jpg', 'image/jpeg');
    expect(response.status).toBe(413);
    expect(response.body.error.message).toContain('Please upload only JPG, PNG, or WEBP images under 10MB.');
  });

  it('takes several large images in one request, each under 10 MB', async () => {
    const padded = Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024)]);
    const form = new FormData();
    for (const name of ['one.jpg', 'two.jpg']) form.append('files', new Blob([padded], { type: 'image/jpeg' }), name);
    const response = await api('/api/upload', { method: 'POST', token, form });
    expect(response.status).toBe(201);
    expect(response.body).toHaveLength(2);
  });

  it('keeps a PNG lossless, not reduced to a palette', async () => {
    const gradient = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><linearGradient id="g">' +
        '<stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>' +
        '<rect width="600" height="400" fill="url(#g)"/></svg>',
    );
    const png = await sharp(gradient).png().toBuffer();
    const response = await uploadFile(token, png, 'gradient.png', 'image/png');
    expect(response.status).toBe(201);
    const stored = Buffer.from(await (await fetch(`${inject('cmsUrl')}${response.body[0].url}`)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.isPalette).toBe(false);
  });

  it('strips location metadata from stored images', async () => {
    const original = await jpeg({ withGps: true });
    // The test picture carries its camera and position in EXIF.
    expect((await sharp(original).metadata()).exif?.includes('TestCam')).toBe(true);
    const response = await uploadFile(token, original, 'gps.jpg', 'image/jpeg');
    expect(response.status).toBe(201);
    const stored = Buffer.from(await (await fetch(`${inject('cmsUrl')}${response.body[0].url}`)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
  });
});
