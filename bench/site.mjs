/** The benchmark's reader pages: warm against a static copy, uncached renders, the JavaScript each page loads, Lighthouse. */
import path from 'node:path';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { publishGalleryStory } from './gallery-story.mjs';
import { newestArticle } from './hits.mjs';
import { measureLighthouse } from './measure.mjs';
import { startStaticServer } from './servers.mjs';

/** A page's script files and inline scripts (not JSON-LD or speculation rules, which are data), gzipped (level 9). */
async function javascriptOf(html, base, bench) {
  const inline = [
    ...html.matchAll(/<script\b(?![^>]*(?:application\/ld\+json|speculationrules))(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match) => match[1])
    .join('');
  return {
    ...(await javascriptFilesOf(html, base, bench)),
    inlineGzipBytes: inline ? gzipSync(inline, { level: 9 }).byteLength : 0,
  };
}

function javascriptFilesOf(html, base, { request }) {
  const files = new Set(
    [
      ...html.matchAll(
        /<link rel="modulepreload" href="([^"]+)"|<script[^>]+src="([^"]+\.js)"|import\("([^"]+\.js)"\)|import \* as \w+ from "([^"]+\.js)"/g,
      ),
    ].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4]),
  );
  return Promise.all(
    [...files].map(
      async (file) => gzipSync(Buffer.from(await (await request(new URL(file, base))).arrayBuffer()), { level: 9 }).byteLength,
    ),
  ).then((sizes) => ({ files: sizes.length, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) }));
}

/** A phone: 390 CSS px wide at device pixel ratio 3 (an iPhone 14's screen). */
const PHONE = { width: 390, dpr: 3 };

function slotWidth(sizes) {
  for (const part of (sizes ?? '100vw').split(',').map((entry) => entry.trim())) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s*)?(\d+(?:\.\d+)?)(vw|px)$/.exec(part);
    if (!match) continue;
    if (match[1] && PHONE.width < Number(match[1])) continue;
    return match[3] === 'vw' ? (PHONE.width * Number(match[2])) / 100 : Number(match[2]);
  }
  return PHONE.width;
}

/** The candidate a browser picks from a srcset for a slot: the narrowest wide enough, else the widest. */
function pick(srcset, slot) {
  const candidates = srcset
    .split(', ')
    .map((entry) => {
      const [url, width] = entry.trim().split(/\s+/);
      return { url, width: Number.parseInt(width, 10) };
    })
    .sort((a, b) => a.width - b.width);
  return candidates.find((candidate) => candidate.width >= slot * PHONE.dpr) ?? candidates.at(-1);
}

/** Picture bytes on the phone: the upload format (the `<img>` srcset, as before decision 066) against AVIF, lazy ones too. */
async function pictureBytesOf(html, { request }) {
  const totals = { original: 0, modern: 0, pictures: 0 };
  const size = async (url) => (await (await request(url)).arrayBuffer()).byteLength;
  for (const [picture] of html.matchAll(/<picture>[\s\S]*?<\/picture>/g)) {
    const img = /<img[^>]*\ssrcSet="([^"]+)"[^>]*\ssizes="([^"]+)"|<img[^>]*\ssrcset="([^"]+)"[^>]*\ssizes="([^"]+)"/.exec(
      picture,
    );
    if (!img) continue;
    const slot = slotWidth(img[2] ?? img[4]);
    const original = pick(img[1] ?? img[3], slot);
    const source = /<source type="image\/avif" srcSet="([^"]+)"|<source type="image\/avif" srcset="([^"]+)"/.exec(picture);
    totals.original += await size(original.url);
    totals.modern += await size(source ? pick(source[1] ?? source[2], slot).url : original.url);
    totals.pictures += 1;
  }
  return totals;
}

/**
 * What a 390 px phone downloads reading a page to its end: the HTML and stylesheets (gzip) and the pictures it
 * shows (AVIF); a gallery's large views are left out, as none is loaded until the reader opens one.
 */
async function phoneWeightOf(html, base, bench) {
  const gzipped = async (url) => gzipSync(Buffer.from(await (await bench.request(url)).arrayBuffer()), { level: 9 }).byteLength;
  const shown = html.replace(/<div class="story-gallery-viewer">[\s\S]*?<\/div>/g, '');
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => new URL(match[1], base).href);
  let stylesheets = 0;
  for (const url of styles) stylesheets += await gzipped(url);
  const pictures = await pictureBytesOf(shown, bench);
  const page = gzipSync(html, { level: 9 }).byteLength;
  return { page, stylesheets, pictures: pictures.modern, count: pictures.pictures, total: page + stylesheets + pictures.modern };
}

const ROUNDS = 3;

/** A page against its static copy, in turns, so a busy spell of a shared machine weighs on both alike; the median round. */
function alternating(site, nginx) {
  const rounds = Array.from({ length: ROUNDS }, () => {
    const warm = site();
    const copy = nginx();
    return { warm, nginx: copy, ratio: warm.rps / copy.rps };
  });
  return rounds.sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)];
}

export async function measureSite(site, cmsUrl, credentials, bench) {
  const { work, wrk, request } = bench;
  const article = await newestArticle(cmsUrl, request);
  const gallery = await publishGalleryStory(cmsUrl, credentials);
  const guides = await (
    await request(
      `${cmsUrl}/api/blog-posts?filters[slug][$notContains]=bulk-&filters[postType][$eq]=guide&sort=publishedAt:desc&pagination[pageSize]=1`,
    )
  ).json();
  const guidePost = guides.data[0];
  const guide = `/articles/${guidePost.slug}`;
  // Reader pages whose JavaScript is counted besides the ones timed.
  const otherPages = {
    guide,
    search: '/search?q=kyoto',
    author: `/authors/${guidePost.authorSlug}`,
    place: `/places/${encodeURIComponent(guidePost.placeCountry)}`,
  };
  const pagePaths = {
    article,
    gallery,
    home: '/',
    articles: '/articles',
    guides: '/tips-and-guides',
    rss: '/rss.xml',
    sitemap: '/sitemap.xml',
  };

  // Warm: every page rendered and stored, then read as wrk will (no compression on either side).
  const bodies = {};
  for (const [name, pagePath] of Object.entries(pagePaths)) {
    for (let i = 0; i < 3; i += 1) await request(`${site}${pagePath}`, { headers: { 'Accept-Encoding': 'identity' } });
    bodies[name] = Buffer.from(
      await (await request(`${site}${pagePath}`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer(),
    );
  }
  const staticServer = await startStaticServer(
    Object.fromEntries(Object.entries(bodies).map(([name, body]) => [`${name}.html`, body])),
    bench,
  );

  const pages = {};
  for (const [name, pagePath] of Object.entries(pagePaths)) {
    process.stdout.write(`  ${name}...`);
    const { warm, nginx, ratio } = alternating(
      () => wrk(`${site}${pagePath}`),
      () => wrk(`${staticServer.url}/${name}.html`),
    );
    const html = bodies[name].toString('utf8');
    const js = pagePath.endsWith('.xml') ? undefined : await javascriptOf(html, site, bench);
    pages[name] = { path: pagePath, bytes: bodies[name].byteLength, warm, static: nginx, ratio, js };
    console.log(
      ` ${Math.round(warm.rps)} req/s, p99 ${warm.p99.toFixed(1)} ms; ${staticServer.kind} ${Math.round(nginx.rps)} req/s`,
    );
  }

  const otherJavascript = {};
  for (const [name, pagePath] of Object.entries(otherPages)) {
    const html = await (await request(`${site}${pagePath}`)).text();
    otherJavascript[name] = { path: pagePath, js: await javascriptOf(html, site, bench) };
  }
  const pictures = await pictureBytesOf(bodies.article.toString('utf8'), bench);
  const galleryWeight = await phoneWeightOf(bodies.gallery.toString('utf8'), site, bench);

  // Random articles among 5,000, so nearly every request misses both the response cache and the CMS data cache.
  const database = new (createRequire(import.meta.url)('better-sqlite3'))(path.join(work, 'data.db'), { readonly: true });
  const slugs = database
    .prepare('SELECT slug FROM blog_posts WHERE published_at IS NOT NULL ORDER BY random() LIMIT 5000')
    .pluck()
    .all();
  database.close();
  // At least 6 s, and 10 s before a render counts as failed: on a loaded machine a render outlasts wrk's default 2 s.
  const uncached = wrk(site, {
    paths: slugs.map((slug) => `/articles/${slug}`),
    connections: 8,
    seconds: Math.max(bench.seconds, 6),
    timeout: 10,
  });

  const lighthouse = await measureLighthouse(site, {
    home: '/',
    articles: '/articles',
    article,
    gallery,
    guide,
    search: '/search?q=kyoto',
  }).catch((error) => ({
    error: error.message,
  }));
  return {
    staticServer: staticServer.kind,
    pages,
    otherJavascript,
    pictures,
    galleryWeight,
    uncached: { ...uncached, ratioToStaticArticle: uncached.rps / pages.article.static.rps },
    lighthouse,
  };
}
