import { expect, type APIRequestContext } from '@playwright/test';

/** The sitemap as a crawler reads it: the index at /sitemap.xml, then every file it names (decision 076). */
export async function readSitemap(request: APIRequestContext): Promise<{ index: string; files: Record<string, string> }> {
  const answer = await request.get('/sitemap.xml');
  expect(answer.headers()['content-type']).toContain('application/xml');
  const index = await answer.text();
  const paths = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  const files: Record<string, string> = {};
  for (const path of paths) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    expect(file.headers()['content-type']).toContain('application/xml');
    files[path] = await file.text();
  }
  return { index, files };
}
