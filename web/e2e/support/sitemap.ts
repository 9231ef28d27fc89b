import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';

const require = createRequire(import.meta.url);

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

/** sitemaps.org's own schema, as the `sitemap` package that writes ours ships it. */
const SITEMAP_XSD = path.join(path.dirname(require.resolve('sitemap/package.json')), 'schema', 'sitemap.xsd');
const XHTML_LINK_XSD = path.join(path.dirname(new URL(import.meta.url).pathname), 'xhtml-link.xsd');

/** Both namespaces a sitemap with alternates uses; `##other` elements are checked strictly. */
const SITEMAP_WITH_ALTERNATES = `<?xml version="1.0" encoding="UTF-8"?>
<schema xmlns="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
  <import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>
  <import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/>
</schema>`;

/** libxml2's verdict on a sitemap's URL set: its errors, none when it validates. */
export async function sitemapErrors(fileName: string, xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName, contents: xml }],
    schema: [{ fileName: 'sitemap-with-alternates.xsd', contents: SITEMAP_WITH_ALTERNATES }],
    preload: [
      { fileName: 'sitemap.xsd', contents: fs.readFileSync(SITEMAP_XSD, 'utf8') },
      { fileName: 'xhtml-link.xsd', contents: fs.readFileSync(XHTML_LINK_XSD, 'utf8') },
    ],
  });
  return result.errors.map((error) => error.rawMessage);
}
