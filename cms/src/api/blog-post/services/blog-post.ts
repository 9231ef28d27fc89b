/** For readers: trashed posts are never found (decision 040); a rare tag's stories are read by id (decision 075). */
import { factories } from '@strapi/strapi';
import { rareTagsByRow } from '../../tag/rules/rare-tag-lists';
import { BLOG_POST_UID, NOT_TRASHED } from '../../../content-types';

const filtersOf = (params: object) => ('filters' in params ? params.filters : undefined);

const outsideTrash = (params: object) => {
  const filters = filtersOf(params);
  return { ...params, filters: filters ? { $and: [filters, NOT_TRASHED] } : NOT_TRASHED };
};

export default factories.createCoreService(BLOG_POST_UID, ({ strapi }) => ({
  async find(params: object = {}) {
    return super.find(outsideTrash({ ...params, filters: await rareTagsByRow(strapi, filtersOf(params)) }));
  },
  findOne(documentId: string, params: object) {
    return super.findOne(documentId, outsideTrash(params));
  },
}));
