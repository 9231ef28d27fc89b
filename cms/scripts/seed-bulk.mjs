#!/usr/bin/env node
/**
 * `npm run seed:bulk -w cms -- 100000 [--revisions N] [--translated EVERY]`: N posts, stored as the
 * Document Service would, for measuring at scale; with `--translated 2`, every second one also in
 * French (decision 100), its own title, address and text.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Node cannot load Strapi's ES build (a directory import of lodash/fp).
const { createStrapi } = createRequire(import.meta.url)('@strapi/strapi');

const UID = 'api::blog-post.blog-post';
const BATCH = 500;
const ROWS_PER_INSERT = 250;
const { POST_TYPES: TYPES, slugify: slugOf } = createRequire(import.meta.url)('@journey-canvas/shared');
const PLACES = [
  'Kyoto',
  'Lisbon',
  'Patagonia',
  'Hanoi',
  'Oaxaca',
  'Tbilisi',
  'Reykjavik',
  'Marrakesh',
  'Cusco',
  'Hokkaido',
  'Zanzibar',
  'Porto',
  'Bali',
  'Queenstown',
  'Istanbul',
  'Seville',
  'Chiang Mai',
  'Dolomites',
  'Cape Town',
  'Banff',
];
const THEMES = [
  'Slow Travel in',
  'A Long Weekend in',
  'Eating Our Way Through',
  'Hiking Above',
  'First Light over',
  'Trains and Tea in',
  'Markets of',
  'Off Season in',
  'Family Days in',
  'On a Budget in',
];
const AUTHORS = [
  'Maya Chen',
  'Lucas Ferreira',
  'Amara Okafor',
  'Kenji Mori',
  'Sofia Rossi',
  'Omar Haddad',
  'Bea Lindqvist',
  'Journey Canvas Team',
];
/** The French versions' text, so a French search has French words to find. */
const FRENCH_THEMES = [
  'Voyage lent à',
  'Un long week-end à',
  'Manger à travers',
  'Randonnée au-dessus de',
  'Premières lueurs sur',
  'Trains et thé à',
  'Les marchés de',
  'Hors saison à',
  'Journées en famille à',
  'Petit budget à',
];
const FRENCH_PARAGRAPHS = [
  'Nous sommes arrivés juste après l’aube, quand les rues sentaient encore la pluie et que les premiers cafés levaient leurs rideaux.',
  'La marche a pris presque toute la matinée, et chaque tournant du chemin ouvrait sur une vue inattendue.',
  'Le déjeuner, c’était ce que le marché avait ce jour-là : poisson grillé, pain encore chaud et des fruits sans nom pour nous.',
  'Y aller est plus simple qu’il n’y paraît. Les trains régionaux passent toutes les heures, et le pass couvre aussi les bus.',
];
const PARAGRAPHS = [
  'We arrived just after dawn, when the streets still smelled of rain and the first cafés were pulling up their shutters.',
  'The walk took most of the morning, and every turn of the path opened onto a view we had not expected.',
  'Lunch was whatever the market had that day: grilled fish, bread still warm from the oven and fruit we could not name.',
  'Getting there is easier than it looks. Regional trains run every hour, and a day pass covers the buses too.',
  'If you only have one evening, spend it by the water. The light in the last hour before sunset is worth the trip alone.',
  'Book the small guesthouses directly; the owners know which trails are open and which restaurants are worth the detour.',
];

const documentId = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('');
};

const slugify = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function statusOf(n) {
  if (n % 50 === 0) return 'scheduled';
  if (n % 50 <= 4) return 'draft';
  return n % 20 === 7 ? 'published with draft changes' : 'published';
}

function bulkPost(n, now) {
  const place = PLACES[n % PLACES.length];
  const title = `${THEMES[(n * 7) % THEMES.length]} ${place} #${n}`;
  const paragraphs = Array.from({ length: 3 + (n % 5) }, (_, i) => PARAGRAPHS[(n + i) % PARAGRAPHS.length]);
  const content = `## ${place}\n\n${paragraphs.join('\n\n')}\n\n## Getting around\n\n${PARAGRAPHS[n % PARAGRAPHS.length]}`;
  const publishedAt = new Date(now - (n % 1095) * 86_400_000 - (n % 86_400) * 1000);
  return {
    title,
    slug: `bulk-${n}-${slugify(title.replace(/ #\d+$/, ''))}`,
    content,
    author: AUTHORS[n % AUTHORS.length],
    postType: TYPES[n % TYPES.length],
    metaTitle: title,
    metaDescription: `${paragraphs[0].slice(0, 150)}`,
    publishedAt,
    status: statusOf(n),
    scheduledAt: new Date(now + (1 + (n % 30)) * 86_400_000),
    draftSavedAt: new Date(publishedAt.getTime() + (1 + (n % 48)) * 3_600_000),
  };
}

/** The same story in French: what every language shares is the default's. */
function frenchPost(post, n) {
  const place = PLACES[n % PLACES.length];
  const title = `${FRENCH_THEMES[(n * 7) % FRENCH_THEMES.length]} ${place} #${n}`;
  const paragraphs = Array.from({ length: 3 + (n % 3) }, (_, i) => FRENCH_PARAGRAPHS[(n + i) % FRENCH_PARAGRAPHS.length]);
  return {
    ...post,
    title,
    slug: `bulk-${n}-${slugify(title.replace(/ #\d+$/, ''))}`,
    content: `## ${place}\n\n${paragraphs.join('\n\n')}`,
    metaTitle: title,
    metaDescription: paragraphs[0].slice(0, 150),
  };
}

/** As the recorder would have left them (decision 036): saved an hour apart, the last one current. */
function bulkRevisions(post, count, imageId) {
  return Array.from({ length: count }, (_, k) => {
    const first = k === 0;
    const fields = {
      title: post.title,
      content: k === count - 1 ? post.content : `${post.content}\n\nDraft ${k + 1}.`,
      postType: post.postType,
      author: post.author,
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
      images: imageId === undefined ? [] : [{ id: imageId, alternativeText: null, caption: null }],
      placeName: null,
      placeCountry: null,
      placeLatitude: null,
      placeLongitude: null,
      lastVerifiedAt: null,
      scheduledAt: null,
      status: 'draft',
    };
    return {
      action: first ? 'create' : 'update',
      summary: first ? 'Created as a draft' : 'Saved as a draft: changed content',
      fields,
      at: new Date(post.publishedAt.getTime() - (count - k) * 3_600_000),
    };
  });
}

async function main() {
  const [countArgument, ...options] = process.argv.slice(2);
  const count = Number(countArgument ?? 100_000);
  const revisionsFlag = options.indexOf('--revisions');
  const revisionsPerPost = revisionsFlag === -1 ? 0 : Number(options[revisionsFlag + 1]);
  const translatedFlag = options.indexOf('--translated');
  const translatedEvery = translatedFlag === -1 ? 0 : Number(options[translatedFlag + 1]);
  const whole = (value, least) => Number.isInteger(value) && value >= least;
  if (!whole(count, 1) || !whole(revisionsPerPost, 0) || !whole(translatedEvery, 0)) {
    throw new Error('Usage: npm run seed:bulk -w cms -- <number of posts> [--revisions <per post>] [--translated <every Nth>]');
  }
  const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.join(appDir, 'dist');
  const load = createRequire(import.meta.url);
  const { rawTable } = load(path.join(distDir, 'src/database/raw-table.js'));
  const { seedDemoContent } = load(path.join(distDir, 'src/seed/seed.js'));
  const { defaultLanguage } = load(path.join(distDir, 'src/languages/site-languages.js'));
  const strapi = await createStrapi({ appDir, distDir }).load();
  try {
    // The demo stories come after a CMS listens, which this one never does: their pictures are the bulk posts'.
    await seedDemoContent(strapi);
    const started = Date.now();
    const { tableName, column } = rawTable(strapi, UID);
    const revisionTable = rawTable(strapi, 'api::blog-post.post-revision');
    const knex = strapi.db.connection;
    const sqlite = strapi.db.config.connection.client !== 'postgres';
    // SQLite keeps Strapi's dates as epoch milliseconds, PostgreSQL as timestamps.
    const date = (value) => (sqlite ? value.getTime() : value);
    const files = (await knex('files').select('id').where('mime', 'like', 'image/%').orderBy('id')).map((row) => row.id);
    const morph = strapi.db.metadata.get('plugin::upload.file').attributes.related.joinTable;
    const { max } = await knex(tableName).max({ max: 'id' }).first();
    let nextId = Number(max ?? 0) + 1;
    // Every post has a draft row in each of its languages, so this numbers new posts after those already there.
    const { bulk } = await knex(tableName)
      .countDistinct({ bulk: column('documentId') })
      .where(column('slug'), 'like', 'bulk-%')
      .whereNull(column('publishedAt'))
      .first();
    const first = Number(bulk) + 1;
    const now = Date.now();
    // Every row is in a language (decision 100): a row without one is in no language's list.
    const english = await defaultLanguage(strapi);
    const french = 'fr';
    const locales = strapi.plugin('i18n').service('locales');
    if (translatedEvery > 0 && !(await locales.findByCode(french))) await locales.create({ code: french, name: 'Français' });

    for (let offset = 0; offset < count; offset += BATCH * 20) {
      await knex.transaction(async (trx) => {
        for (let batch = offset; batch < Math.min(count, offset + BATCH * 20); batch += BATCH) {
          const rows = [];
          const links = [];
          const revisions = [];
          for (let n = first + batch; n < first + Math.min(count, batch + BATCH); n += 1) {
            const post = bulkPost(n, now);
            const id = documentId();
            const live = post.status.startsWith('published');
            for (const revision of bulkRevisions(post, revisionsPerPost, files[n % files.length])) {
              const r = revisionTable.column;
              revisions.push({
                [r('post')]: id,
                [r('action')]: revision.action,
                [r('editor')]: 'seed:bulk',
                [r('door')]: 'system',
                [r('summary')]: revision.summary,
                [r('fields')]: JSON.stringify(revision.fields),
                [r('createdAt')]: date(revision.at),
                [r('updatedAt')]: date(revision.at),
              });
            }
            const versions = [[english, post]];
            if (translatedEvery > 0 && n % translatedEvery === 0) versions.push([french, frenchPost(post, n)]);
            const states = live ? [false, true] : [false];
            for (const [locale, story, published] of versions.flatMap(([code, text]) =>
              states.map((state) => [code, text, state]),
            )) {
              const rowId = nextId++;
              const edited = !published && story.status === 'published with draft changes';
              rows.push({
                id: rowId,
                [column('documentId')]: id,
                [column('title')]: story.title,
                [column('slug')]: story.slug,
                [column('content')]: story.content,
                [column('author')]: story.author,
                [column('authorSlug')]: slugOf(story.author),
                [column('postType')]: story.postType,
                [column('metaTitle')]: story.metaTitle,
                [column('metaDescription')]: story.metaDescription,
                [column('createdByAdmin')]: 'seed:bulk',
                [column('createdAt')]: date(story.publishedAt),
                [column('updatedAt')]: date(edited ? story.draftSavedAt : story.publishedAt),
                [column('publishedAt')]: published ? date(story.publishedAt) : null,
                [column('firstPublishedAt')]: live ? date(story.publishedAt) : null,
                [column('scheduledAt')]: story.status === 'scheduled' ? date(story.scheduledAt) : null,
                [column('locale')]: locale,
              });
              if (files.length > 0) {
                links.push({
                  [morph.joinColumn.name]: files[n % files.length],
                  [morph.morphColumn.idColumn.name]: rowId,
                  [morph.morphColumn.typeColumn.name]: UID,
                  field: 'images',
                  order: 1,
                });
              }
            }
          }
          // SQLite's knex dialect inserts many rows as one compound SELECT, of at most 500 terms.
          for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await trx(tableName).insert(rows.slice(i, i + ROWS_PER_INSERT));
          for (let i = 0; i < links.length; i += ROWS_PER_INSERT)
            await trx(morph.name).insert(links.slice(i, i + ROWS_PER_INSERT));
          for (let i = 0; i < revisions.length; i += ROWS_PER_INSERT)
            await trx(revisionTable.tableName).insert(revisions.slice(i, i + ROWS_PER_INSERT));
        }
      });
      process.stdout.write(`\r${Math.min(count, offset + BATCH * 20)} / ${count} posts`);
    }
    if (!sqlite)
      await knex.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT MAX(id) FROM ??))`, [tableName, tableName]);
    // VACUUM sets the visibility map, so counts read the indexes alone as under autovacuum.
    if (!sqlite)
      for (const table of [tableName, morph.name, revisionTable.tableName]) await knex.raw('VACUUM ANALYZE ??', [table]);
    else await knex.raw('ANALYZE');
    const translated = translatedEvery > 0 ? `, one in ${translatedEvery} also in French` : '';
    console.log(
      `\nAdded ${count} posts (${revisionsPerPost} revisions each${translated}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await strapi.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
