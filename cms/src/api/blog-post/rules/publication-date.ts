import type { Core } from '@strapi/strapi';
import { rawTable } from '../../../database/raw-table';
import { inLanguage } from '../../../languages/site-languages';
import { languagesOf } from '../translations/story-languages';
import { BLOG_POST_UID } from '../../../content-types';

type Moment = Date | string;

/** Strapi stamps each publish with now, so every edit would send a story to the top of the lists (decision 078). */
export async function keepFirstPublicationDate(strapi: Core.Strapi, documentId: string, locale?: string) {
  if (locale === '*') {
    for (const { locale: each } of await languagesOf(strapi, documentId))
      await keepFirstPublicationDate(strapi, documentId, each);
    return;
  }
  const rows = strapi.db.query(BLOG_POST_UID);
  const version = { documentId, ...inLanguage(locale) };
  const [draft, live] = (await Promise.all([
    rows.findOne({ where: { ...version, publishedAt: null }, select: ['firstPublishedAt'] }),
    rows.findOne({ where: { ...version, publishedAt: { $notNull: true } }, select: ['publishedAt', 'firstPublishedAt'] }),
  ])) as [{ firstPublishedAt: Moment | null } | null, { publishedAt: Moment; firstPublishedAt: Moment | null } | null];
  if (!live) return;
  const first = new Date(draft?.firstPublishedAt ?? live.firstPublishedAt ?? live.publishedAt);
  const isFirst = (time: Moment | null | undefined) => time != null && new Date(time).getTime() === first.getTime();
  // Only what differs is written: every write to a story's row also refreshes its search entry.
  if (draft && !isFirst(draft.firstPublishedAt)) {
    await rows.updateMany({ where: { ...version, publishedAt: null }, data: { firstPublishedAt: first } });
  }
  if (!isFirst(live.publishedAt) || !isFirst(live.firstPublishedAt)) {
    await rows.updateMany({
      where: { ...version, publishedAt: { $notNull: true } },
      data: { publishedAt: first, firstPublishedAt: first },
    });
  }
}

/** On start, for stories published before the date was kept and rows the bulk seed wrote straight to the table. */
export async function fillFirstPublicationDates(strapi: Core.Strapi) {
  const { tableName, column, rows } = rawTable(strapi, BLOG_POST_UID);
  const [documentId, locale, publishedAt, firstPublishedAt] = ['documentId', 'locale', 'publishedAt', 'firstPublishedAt'].map(
    column,
  );
  // Each language's live version dates its own draft (decision 100).
  const liveDate = strapi.db
    .getConnection(`${tableName} as live`)
    .select(`live.${publishedAt}`)
    .whereRaw('?? = ??', [`live.${documentId}`, `${tableName}.${documentId}`])
    .whereRaw('?? = ??', [`live.${locale}`, `${tableName}.${locale}`])
    .whereNotNull(`live.${publishedAt}`)
    .limit(1);
  await rows()
    .whereNull(firstPublishedAt)
    .whereExists(liveDate.clone())
    .update({ [firstPublishedAt]: liveDate });
}

/** A story brought from elsewhere, or a demo one, dated as first published then; the site is told, as the dates changed behind the Document Service. */
export async function backdatePublication(strapi: Core.Strapi, documentId: string, when: Date, locale?: string) {
  const table = rawTable(strapi, BLOG_POST_UID);
  const column = table.column;
  // Inside the caller's transaction where there is one (an import writes a story all or nothing).
  await strapi.db.transaction(async ({ trx }) => {
    const rows = () =>
      table
        .rows()
        .transacting(trx)
        .where(column('documentId'), documentId)
        .where((query) => (locale ? query.where(column('locale'), locale) : query));
    await rows().update({ [column('createdAt')]: when, [column('updatedAt')]: when, [column('firstPublishedAt')]: when });
    await rows()
      .whereNotNull(column('publishedAt'))
      .update({ [column('publishedAt')]: when });
  });
  const document = await strapi.db.query(BLOG_POST_UID).findOne({ where: { documentId }, select: ['slug'] });
  await strapi.eventHub.emit('entry.update', {
    model: strapi.getModel(BLOG_POST_UID).modelName,
    uid: BLOG_POST_UID,
    entry: { documentId, slug: document?.slug },
  });
}
