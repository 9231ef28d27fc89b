import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedSource, PictureFile } from '../source-story';
import { openSource } from './open-source';

const WXR = path.join(__dirname, 'fixtures/wordpress-export.xml');

describe('downloading pictures', () => {
  let server: http.Server;
  let base: string;
  let source: OpenedSource;
  const hits = new Map<string, number>();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hits.set(request.url!, (hits.get(request.url!) ?? 0) + 1);
      if (request.url === '/wp-content/uploads/2024/05/boat.jpg')
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end('JPEG boat');
      else if (request.url === '/page.jpg') response.writeHead(200, { 'content-type': 'text/html' }).end('<p>Not found</p>');
      // No Content-Length: the limit must hold while reading.
      else if (request.url === '/huge.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(5000));
      else if (request.url === '/slow.jpg')
        setTimeout(() => response.writeHead(200, { 'content-type': 'image/jpeg' }).end('late'), 2000);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    source = await openSource(WXR, { download: true, baseUrl: base, limits: { downloadTimeoutMs: 200, maxDownloadBytes: 1000 } });
  });
  afterAll(async () => {
    await source.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('downloads a picture once, to a temporary file that release() removes', async () => {
    const first = (await source.picture(`${base}/wp-content/uploads/2024/05/boat.jpg`)) as PictureFile;
    const again = (await source.picture(`${base}/wp-content/uploads/2024/05/boat.jpg`)) as PictureFile;
    expect(first.name).toBe('boat.jpg');
    expect(fs.readFileSync(first.filepath, 'utf8')).toBe('JPEG boat');
    expect(again.filepath).toBe(first.filepath);
    expect(hits.get('/wp-content/uploads/2024/05/boat.jpg')).toBe(1);
    await first.release();
    expect(fs.existsSync(first.filepath)).toBe(false);
  });

  it('downloads a site path from the old site address', async () => {
    const picture = (await source.picture('/wp-content/uploads/2024/05/boat.jpg')) as PictureFile;
    expect(fs.readFileSync(picture.filepath, 'utf8')).toBe('JPEG boat');
  });

  it('refuses what is not a picture, too large, too slow, missing or not http', async () => {
    expect(await source.picture(`${base}/page.jpg`)).toEqual({
      problem: `${base}/page.jpg answered text/html, which is not a picture.`,
    });
    expect(await source.picture(`${base}/huge.jpg`)).toEqual({ problem: `${base}/huge.jpg is larger than 1000 bytes.` });
    expect(await source.picture(`${base}/slow.jpg`)).toEqual({ problem: `${base}/slow.jpg did not answer within 0.2 s.` });
    expect(await source.picture(`${base}/gone.jpg`)).toEqual({ problem: `${base}/gone.jpg answered 404 Not Found.` });
    expect(await source.picture('ftp://example.com/a.jpg')).toEqual({
      problem: 'ftp://example.com/a.jpg is not an http(s) address, so it is not downloaded.',
    });
  });

  it('says when downloading is off', async () => {
    const offline = await openSource(WXR);
    expect(await offline.picture(`${base}/wp-content/uploads/2024/05/boat.jpg`)).toEqual({
      problem: `${base}/wp-content/uploads/2024/05/boat.jpg is not in the media folder and downloading is off.`,
    });
    await offline.close();
  });
});
