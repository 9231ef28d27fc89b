/** Readers see only the tags a live story carries (decision 057); the admin's list reads its own SQL. */
import { factories } from '@strapi/strapi';
import { TAG_UID } from '../../../content-types';
import { tagsOfLiveStories } from '../rules/tag-links';

export default factories.createCoreService(TAG_UID, ({ strapi }) => {
  const onLiveStories = (params: object) => {
    const live = { id: { $in: tagsOfLiveStories(strapi) } };
    const filters = 'filters' in params ? params.filters : undefined;
    return { ...params, filters: filters ? { $and: [filters, live] } : live };
  };
  return {
    find(params: object = {}) {
      return super.find(onLiveStories(params));
    },
    findOne(documentId: string, params: object) {
      return super.findOne(documentId, onLiveStories(params));
    },
  };
});
