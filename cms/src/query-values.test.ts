import { describe, expect, it } from 'vitest';
import { checkQueryParams, type Attribute, type AttributesOf } from './query-values';

const MODELS: Record<string, Record<string, Attribute>> = {
  post: {
    id: { type: 'increments' },
    title: { type: 'string' },
    views: { type: 'integer' },
    images: { type: 'media', target: 'file' },
  },
  file: { id: { type: 'increments' }, url: { type: 'string' } },
};
const attributesOf: AttributesOf = (uid) => (Object.hasOwn(MODELS, uid) ? MODELS[uid] : undefined);

const check = (params: Record<string, unknown>) => () => checkQueryParams('post', params, attributesOf);

describe('checkQueryParams', () => {
  it('reads no attribute, field or relation by a name every object inherits', () => {
    expect(check({ fields: ['title', 'constructor'] })).toThrow('Invalid value in the query at fields.1');
    expect(check({ fields: 'title,toString' })).toThrow('Invalid value in the query at fields.1');
    expect(check({ populate: { images: { fields: ['__proto__'] } } })).toThrow('at populate.images.fields.0');
    // Not an attribute: left to Strapi's own key checks, as any other unknown name.
    expect(check({ filters: { constructor: { $eq: 'x' } } })).not.toThrow();
    expect(check({ fields: ['title', 'views'], filters: { views: { $gt: 2 } } })).not.toThrow();
  });

  it('still checks the values of real attributes', () => {
    expect(check({ filters: { views: 'abc' } })).toThrow('Invalid value in the query at filters.views');
    expect(check({ filters: { title: 'a\u0000' } })).toThrow('Invalid value in the query at filters.title');
  });
});
