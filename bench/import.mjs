#!/usr/bin/env node
/**
 * `node bench/import.mjs [--posts N] [--pictures-per-post K] [--read-posts M]`, or `npm run bench -- --only import`:
 * `npm run import` of a generated WordPress export (N posts, K pictures each, downloaded from a local "old site") into
 * an empty SQLite install, then a dry run without pictures of an M-post export (the reading alone): time, rates, peak RSS.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { importLines } from './table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DISTINCT_PICTURES = 50;
const cdata = (text) => `<![CDATA[${text}]]>`;
const SENTENCES = [
  'We left the harbour before the day trippers came and walked the old town while its shutters were still closed.',
  'The bus climbed through olive groves for an hour, and the driver stopped twice for coffee and once for a goat.',
  'Lunch was grilled fish, bread still warm from the oven and a jug of the house white that cost less than the bread.',
  'By late afternoon the light turned gold on the stone, and the lanes filled with families out for their evening walk.',
  'The trail is marked in red and white, steep for the first kilometre and then gentle along the ridge to the chapel.',
  'Book the early ferry in summer: the later ones sell out, and the crossing is calmest before the wind picks up.',
  'A room above the bakery meant waking to the smell of bread, and a breakfast that took four steps down the stairs.',
];

/** `--posts`, `--pictures-per-post` and `--read-posts` from a command line that may hold other options (run.mjs's). */
export function importOptions(args) {
  const { values } = parseArgs({
    args,
    strict: false,
    options: { posts: { type: 'string' }, 'pictures-per-post': { type: 'string' }, 'read-posts': { type: 'string' } },
  });
  const count = (value, fallback) => (value === undefined ? fallback : Number(value));
  const options = {
    posts: count(values.posts, 5000),
    picturesPerPost: count(values['pictures-per-post'], 4),
    readPosts: count(values['read-posts'], 5000),
  };
  if (!Object.values(options).every((value) => Number.isInteger(value) && value >= 1))
    throw new Error('--posts, --pictures-per-post and --read-posts take whole numbers from 1');
  return options;
}

/** A few paragraphs of about 1,500 characters, different from one post to the next. */
const paragraphs = (post) =>
  [0, 1, 2]
    .map((at) => `<p>${[0, 1, 2, 3].map((i) => SENTENCES[(post * 3 + at * 4 + i) % SENTENCES.length]).join(' ')}</p>`)
    .join('\n');

function postItem(post, site, pictures) {
  const [featured, ...inText] = pictures;
  const figure = (url, i) =>
    `<figure class="wp-block-image"><img src="${url}" alt="View ${i} of post ${post}"/><figcaption>Seen on day ${i}</figcaption></figure>`;
  // Every third post shows its pictures after the first as a gallery.
  const shown =
    post % 3 === 0 && inText.length > 1
      ? `${figure(inText[0], 1)}\n<figure class="wp-block-gallery has-nested-images">${inText
          .slice(1)
          .map((url, i) => `<figure class="wp-block-image"><img src="${url}" alt="Gallery ${i} of post ${post}"/></figure>`)
          .join('')}</figure>`
      : inText.map(figure).join('\n');
  const date = new Date(Date.UTC(2012, 0, 1) + post * 36e5 * 11).toISOString().slice(0, 19).replace('T', ' ');
  const slug = `story-${post}-${['harbour', 'ridge', 'market', 'ferry'][post % 4]}`;
  const meta = { _thumbnail_id: String(post * 10 + 1) };
  if (post % 4 === 0) Object.assign(meta, { geo_latitude: '43.172', geo_longitude: '16.442', geo_address: 'Hvar' });
  const category = (domain, name) =>
    `<category domain="${domain}" nicename="${name.toLowerCase().replace(/[^a-z]+/g, '-')}">${cdata(name)}</category>`;
  return `<item><title>${cdata(`Story ${post}: a week by the sea`)}</title><link>${site}/${date.slice(0, 4)}/${date.slice(5, 7)}/${slug}/</link>
<dc:creator>${cdata('ana')}</dc:creator><guid isPermaLink="false">${site}/?p=${post * 10}</guid>
<content:encoded>${cdata(`${paragraphs(post)}\n${shown}`)}</content:encoded><excerpt:encoded>${cdata('')}</excerpt:encoded>
<wp:post_id>${post * 10}</wp:post_id><wp:post_date>${cdata(date)}</wp:post_date><wp:post_date_gmt>${cdata(date)}</wp:post_date_gmt>
<wp:post_name>${cdata(slug)}</wp:post_name><wp:status>${cdata('publish')}</wp:status><wp:post_parent>0</wp:post_parent>
<wp:post_type>${cdata('post')}</wp:post_type><wp:post_password>${cdata('')}</wp:post_password>
${category('category', ['Food & Cuisine', 'Hiking', 'Croatia', 'City breaks'][post % 4])}${category('post_tag', `week ${post % 52}`)}
${Object.entries(meta)
  .map(
    ([key, value]) =>
      `<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>`,
  )
  .join('')}
<wp:comment><wp:comment_id>${post}</wp:comment_id><wp:comment_author>${cdata('Mia')}</wp:comment_author>
<wp:comment_author_email>${cdata('mia@example.org')}</wp:comment_author_email><wp:comment_date_gmt>${cdata(date)}</wp:comment_date_gmt>
<wp:comment_content>${cdata(`Which ferry did you take for story ${post}?`)}</wp:comment_content><wp:comment_approved>${cdata('1')}</wp:comment_approved>
<wp:comment_type>${cdata('comment')}</wp:comment_type><wp:comment_parent>0</wp:comment_parent></wp:comment>
</item>
<item><title>${cdata(`picture ${post}`)}</title><wp:post_id>${post * 10 + 1}</wp:post_id><wp:post_type>${cdata('attachment')}</wp:post_type>
<wp:status>${cdata('inherit')}</wp:status><wp:post_parent>${post * 10}</wp:post_parent><wp:attachment_url>${cdata(featured)}</wp:attachment_url>
<wp:postmeta><wp:meta_key>_wp_attachment_image_alt</wp:meta_key><wp:meta_value>${cdata(`The view of post ${post}`)}</wp:meta_value></wp:postmeta></item>\n`;
}

/** The export written a post at a time, so the bench never holds it whole either. */
async function writeWxr(file, site, posts, picturesPerPost) {
  const out = fs.createWriteStream(file);
  const write = async (text) => {
    if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
  };
  await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
 xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Slow Roads</title><link>${site}</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>${site}</wp:base_site_url><wp:base_blog_url>${site}</wp:base_blog_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata('ana')}</wp:author_login><wp:author_email>${cdata('ana@slowroads.example')}</wp:author_email><wp:author_display_name>${cdata('Ana Kovač')}</wp:author_display_name></wp:author>\n`);
  for (let post = 1; post <= posts; post += 1) {
    const pictures = Array.from({ length: picturesPerPost }, (_, i) => `${site}/wp-content/uploads/2019/05/p${post}-${i}.jpg`);
    await write(postItem(post, site, pictures));
  }
  await new Promise((resolve, reject) => out.on('error', reject).end('</channel></rss>\n', resolve));
  return fs.statSync(file).size;
}

/** The old site: a few dozen distinct photo-like JPEGs (grain, so they encode like photos), one per address. */
async function oldSite() {
  const pictures = await Promise.all(
    Array.from({ length: DISTINCT_PICTURES }, (_, i) =>
      sharp({ create: { width: 640, height: 427, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
        .blur(0.8 + (i % 3) * 0.3)
        .tint({ r: 80 + ((i * 37) % 170), g: 90 + ((i * 53) % 160), b: 70 + ((i * 71) % 180) })
        .jpeg({ quality: 82 })
        .toBuffer(),
    ),
  );
  const site = { served: 0, bytes: pictures.reduce((sum, picture) => sum + picture.length, 0) / pictures.length };
  const server = http.createServer((request, response) => {
    const [, post, index] = /\/p(\d+)-(\d+)\.jpg$/.exec(request.url ?? '') ?? [];
    if (!post) return response.writeHead(404).end();
    const picture = pictures[(Number(post) * 7 + Number(index)) % pictures.length];
    site.served += 1;
    response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': picture.length }).end(picture);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.url = `http://127.0.0.1:${server.address().port}`;
  site.close = () => new Promise((resolve) => server.close(resolve));
  return site;
}

const secret = () => randomBytes(24).toString('base64url');

/** A new, empty install: its own SQLite file and public folder, production settings, no demo stories. */
function emptyInstall(work, name) {
  const publicDir = path.join(work, `${name}-public`);
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  return {
    ...process.env,
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    NEWSLETTER_SECRET: secret(),
    WEB_PURGE_SECRET: secret(),
    WEB_PURGE_URL: '',
    PREVIEW_SECRET: secret(),
    PUBLIC_SITE_URL: 'http://127.0.0.1:3999',
    SEED_ADMIN_EMAIL: 'bench@journeycanvas.test',
    SEED_ADMIN_PASSWORD: 'bench-password-1234',
    SEED_DEMO_CONTENT: 'false',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(work, `${name}.db`),
    CMS_PUBLIC_DIR: publicDir,
  };
}

const TIME = '/usr/bin/time';

/** Peak RSS (MiB) of a process: VmHWM, read until it ends, for machines without GNU time. */
function pollPeak(pid) {
  const peak = { mb: 0 };
  const timer = setInterval(() => {
    try {
      const kb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak.mb = Math.max(peak.mb, kb / 1024);
    } catch {
      // Ended between two readings.
    }
  }, 200);
  return { peak, stop: () => clearInterval(timer) };
}

/** `npm run import` of `file` as its script runs it: wall and CPU seconds, peak RSS, and the report it wrote. */
async function timedImport(file, args, env, progress) {
  const script = [path.join(root, 'cms/scripts/import.mjs'), file, ...args];
  const gnuTime = fs.existsSync(TIME);
  const started = Date.now();
  const child = gnuTime
    ? spawn(TIME, ['-v', process.execPath, ...script], { cwd: path.join(root, 'cms'), env })
    : spawn(process.execPath, script, { cwd: path.join(root, 'cms'), env });
  const polled = gnuTime ? undefined : pollPeak(child.pid);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const ticker = setInterval(() => progress?.((Date.now() - started) / 1000), 1000);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(ticker);
  polled?.stop();
  if (code !== 0) throw new Error(`The import of ${file} failed (exit ${code}):\n${output.slice(-4000)}`);
  const figure = (label) => Number(new RegExp(`${label}: ([\\d.]+)`).exec(output)?.[1] ?? NaN);
  const report = JSON.parse(fs.readFileSync(`${file}.import-report.json`, 'utf8'));
  return {
    wallSeconds: (Date.now() - started) / 1000,
    importSeconds: (Date.parse(report.finishedAt) - Date.parse(report.startedAt)) / 1000,
    cpuSeconds: gnuTime ? figure('User time \\(seconds\\)') + figure('System time \\(seconds\\)') : undefined,
    peakRssMib: gnuTime ? figure('Maximum resident set size \\(kbytes\\)') / 1024 : polled.peak.mb,
    counts: report.counts,
  };
}

/** The import with pictures, then the dry run that only reads; `log` says what runs. */
export async function measureImport({ work, posts, picturesPerPost, readPosts, log = console.log }) {
  const site = await oldSite();
  const onTerminal = process.stdout.isTTY;
  try {
    const file = path.join(work, `wordpress-${posts}.xml`);
    const wxrMb = (await writeWxr(file, site.url, posts, picturesPerPost)) / 1e6;
    log(`Importing ${posts} posts with ${posts * picturesPerPost} pictures (${wxrMb.toFixed(1)} MB of WXR)...`);
    const imported = await timedImport(file, ['--download'], emptyInstall(work, 'import'), (seconds) => {
      if (onTerminal) process.stdout.write(`\r${site.served} pictures downloaded in ${seconds.toFixed(0)} s `);
    });
    if (onTerminal) process.stdout.write('\n');
    const readFile = readPosts === posts ? file : path.join(work, `wordpress-${readPosts}.xml`);
    const readMb = readFile === file ? wxrMb : (await writeWxr(readFile, site.url, readPosts, picturesPerPost)) / 1e6;
    log(`Reading ${readPosts} posts (${readMb.toFixed(1)} MB of WXR) in a dry run without pictures...`);
    const read = await timedImport(readFile, ['--dry-run'], emptyInstall(work, 'read'));
    return {
      imported: { ...imported, posts, pictures: posts * picturesPerPost, wxrMb, jpegKb: site.bytes / 1024 },
      read: { ...read, posts: readPosts, wxrMb: readMb },
    };
  } finally {
    await site.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-changed.mjs'), 'cms'], { stdio: 'inherit' });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-bench-import-'));
  try {
    const results = await measureImport({ work, ...importOptions(process.argv.slice(2)) });
    console.log(`\n${importLines(results).join('\n')}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
