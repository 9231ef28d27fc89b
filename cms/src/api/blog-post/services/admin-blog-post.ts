/** The admin API's data access: lists, reads and writes published posts, and the dashboard figures. */
import type { Core } from '@strapi/strapi';
import { DEFAULT_POST_TYPE, POST_FIELDS, THIS_WEEK_DAYS } from '@journey-canvas/shared';
import { toRecord, type ListQuery } from '../admin-dialect';
import { rawTable } from '../../../database/raw-table';
import { BLOG_POST_UID } from '../post-rules';
import { searchFilter } from '../post-search';

const populate = { images: true } as const;

/** Only what an editor writes; read-only fields of a full record (`id`, `slug`, dates, ...) are ignored. */
const writable = (body: unknown) =>
  Object.fromEntries(
    Object.entries((body ?? {}) as Record<string, unknown>).filter(([key]) => (POST_FIELDS as string[]).includes(key)),
  );

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(BLOG_POST_UID);

  return {
    async list({ sort, range, filters: given, search }: ListQuery) {
      const filters = search ? { $and: [given, searchFilter(strapi, search)] } : given;
      const [documentsFound, total] = await Promise.all([
        documents().findMany({
          status: 'published',
          filters: filters as never,
          sort: [{ [sort.field]: sort.order }, { id: sort.order }] as never,
          start: range.start,
          limit: range.limit,
          populate,
        }),
        documents().count({ status: 'published', filters: filters as never }),
      ]);
      return { records: documentsFound.map(toRecord), total };
    },

    async findOne(documentId: string) {
      const document = await documents().findOne({ documentId, status: 'published', populate });
      return document && toRecord(document);
    },

    async create(body: unknown) {
      const document = await documents().create({ data: writable(body) as never, status: 'published', populate });
      return toRecord(document);
    },

    async update(documentId: string, body: unknown) {
      const exists = await documents().findOne({ documentId, fields: ['id'] as never });
      if (!exists) return null;
      const document = await documents().update({ documentId, data: writable(body) as never, status: 'published', populate });
      return document && toRecord(document);
    },

    async delete(documentId: string) {
      const record = await this.findOne(documentId);
      if (record) await documents().delete({ documentId });
      return record;
    },

    /**
     * Total posts, distinct categories (and which), created today and in the last 7 days: counted by
     * the database, never by loading the posts.
     */
    async stats() {
      const query = strapi.db.query(BLOG_POST_UID);
      const published = { publishedAt: { $notNull: true } };
      const startOfToday = new Date();
      startOfToday.setHours(0, 0, 0, 0);
      const weekAgo = new Date(Date.now() - THIS_WEEK_DAYS * 24 * 60 * 60 * 1000);

      const { rows, column } = rawTable(strapi, BLOG_POST_UID);
      const distinctTypes = rows()
        .whereNotNull(column('publishedAt'))
        .distinct({ postType: column('postType') })
        .orderBy(column('postType'));

      const [total, today, thisWeek, types] = await Promise.all([
        query.count({ where: published }),
        query.count({ where: { ...published, createdAt: { $gte: startOfToday } } }),
        query.count({ where: { ...published, createdAt: { $gte: weekAgo } } }),
        distinctTypes,
      ]);
      // A post stored without a type counts as the default type, like one saved with it.
      const postTypes = [...new Set((types as { postType: string | null }[]).map((row) => row.postType ?? DEFAULT_POST_TYPE))];
      return { total, categories: postTypes.length, today, thisWeek, postTypes };
    },
  };
};
