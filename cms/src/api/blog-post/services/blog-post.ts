/** For readers: trashed posts are never found (decision 040); a rare tag's stories are read by id (decision 075). */
import { factories } from '@strapi/strapi';
import { rareTagsByRow } from '../../tag/rules/rare-tag-lists';
import { BLOG_POST_UID, NOT_TRASHED } from '../../../content-types';

type Params = { filters?: unknown } & Record<string, unknown>;

const outsideTrash = (params: Params = {}) => ({
  ...params,
  filters: params.filters ? { $and: [params.filters, NOT_TRASHED] } : NOT_TRASHED,
});

export default factories.createCoreService(BLOG_POST_UID, ({ strapi }) => ({
  async find(params: Params = {}) {
    return super.find(outsideTrash({ ...params, filters: await rareTagsByRow(strapi, params.filters) }));
  },
  findOne(documentId: string, params: Params) {
    return super.findOne(documentId, outsideTrash(params));
  },
}));
