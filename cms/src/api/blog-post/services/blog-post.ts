/** blog-post service: Strapi's core service, for readers: posts in the Trash are never found (decision 040). */
import { factories } from '@strapi/strapi';
import { BLOG_POST_UID } from '../content-types/uids';
import { NOT_TRASHED } from '../trash/trashed-rows';

type Params = { filters?: unknown } & Record<string, unknown>;

const outsideTrash = (params: Params = {}) => ({
  ...params,
  filters: params.filters ? { $and: [params.filters, NOT_TRASHED] } : NOT_TRASHED,
});

export default factories.createCoreService(BLOG_POST_UID, () => ({
  find(params: Params) {
    return super.find(outsideTrash(params));
  },
  findOne(documentId: string, params: Params) {
    return super.findOne(documentId, outsideTrash(params));
  },
}));
