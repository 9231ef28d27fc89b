/** Readers see only the tags a live story carries (decision 057); the admin's list reads its own SQL. */
import { factories } from '@strapi/strapi';
import { TAG_UID } from '../../../content-types';
import { tagsOfLiveStories } from '../rules/tag-links';

type Params = { filters?: unknown } & Record<string, unknown>;

export default factories.createCoreService(TAG_UID, ({ strapi }) => {
  const onLiveStories = (params: Params = {}) => {
    const live = { id: { $in: tagsOfLiveStories(strapi) } };
    return { ...params, filters: params.filters ? { $and: [params.filters, live] } : live };
  };
  return {
    find(params: Params = {}) {
      return super.find(onLiveStories(params));
    },
    findOne(documentId: string, params: Params) {
      return super.findOne(documentId, onLiveStories(params));
    },
  };
});
