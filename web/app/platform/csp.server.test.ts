import { describe, expect, it } from 'vitest';
import { adminPolicy, createNonce, readerPagePolicy } from './csp.server';
import { securityHeaders } from './http.server';

describe("the reader pages' Content-Security-Policy", () => {
  it("lets only the site's files and the render's nonce run scripts, frames only the story players, and nothing frame the page", () => {
    expect(readerPagePolicy({ nonce: 'abc', cmsPublicUrl: 'https://cms.jc.example/' })).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self'; img-src 'self' https://cms.jc.example data:; " +
        "font-src 'self'; connect-src 'self'; worker-src 'self'; " +
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.openstreetmap.org; ' +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("keeps the frame-ancestors a route chose (previews, framed by the CMS's panel)", () => {
    const policy = readerPagePolicy({
      nonce: 'abc',
      cmsPublicUrl: 'https://cms.jc.example',
      routePolicy: "frame-ancestors 'self' https://cms.jc.example",
    });
    expect(policy).toMatch(/; frame-ancestors 'self' https:\/\/cms\.jc\.example$/);
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
  });

  it('lets pictures come from the media origin when uploads live on S3 or a CDN', () => {
    const policy = readerPagePolicy({
      nonce: 'abc',
      cmsPublicUrl: 'https://cms.jc.example',
      mediaOrigin: 'https://media.jc.example',
    });
    expect(policy).toContain("img-src 'self' https://cms.jc.example https://media.jc.example data:;");
    expect(adminPolicy('https://cms.jc.example', 'https://media.jc.example')).toContain(
      "img-src 'self' https://cms.jc.example https://media.jc.example data: blob:;",
    );
  });

  it('makes a new 128-bit nonce for every render', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(Buffer.from([...nonces][0]!, 'base64')).toHaveLength(16);
  });
});

describe("the admin's policy", () => {
  it('allows inline styles (Material UI) but never inline scripts, and calls only the site and the CMS', () => {
    const policy = adminPolicy('https://cms.jc.example');
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("connect-src 'self' https://cms.jc.example");
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent in production only', () => {
    expect(securityHeaders(true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders(false)).not.toHaveProperty('Strict-Transport-Security');
  });
});
