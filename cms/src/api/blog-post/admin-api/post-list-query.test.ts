import { describe, expect, it } from 'vitest';
import { parseListQuery } from './post-list-query';

describe('parseListQuery', () => {
  it('reads ra-data-simple-rest parameters', () => {
    expect(parseListQuery({ sort: '["title","ASC"]', range: '[10,19]', filter: '{"q":" Kyoto ","postType":"guide"}' })).toEqual({
      sort: { field: 'title', order: 'asc' },
      range: { start: 10, limit: 10 },
      filters: { postType: ['guide'] },
      search: 'Kyoto',
    });
  });

  it('names a language only where the filter does; the controller reads none as the default', () => {
    expect(parseListQuery({ filter: '{"locale":"fr"}' }).locale).toBe('fr');
    expect(parseListQuery({}).locale).toBeUndefined();
    expect(() => parseListQuery({ filter: '{"locale":["fr"]}' })).toThrow('Language (filter locale) must be a language code');
  });

  it('defaults to the newest 25 and sorts "id" by creation time', () => {
    expect(parseListQuery({})).toEqual({
      sort: { field: 'createdAt', order: 'desc' },
      range: { start: 0, limit: 25 },
      filters: {},
      search: undefined,
    });
    expect(parseListQuery({ sort: '["id","ASC"]' }).sort).toEqual({ field: 'createdAt', order: 'asc' });
  });

  it('turns an id list into a documentId filter that reads every post it names, a getMany', () => {
    const query = parseListQuery({ filter: '{"id":["a","b"]}', range: '[0,99]' });
    expect(query.filters).toEqual({ documentId: ['a', 'b'] });
    expect(query.range.limit).toBe(100);
    const ids = Array.from({ length: 40 }, (_, n) => `post-${n}`);
    expect(parseListQuery({ filter: JSON.stringify({ id: ids }) }).range).toEqual({ start: 0, limit: 40 });
  });

  it('refuses what it cannot read', () => {
    expect(() => parseListQuery({ sort: '["password","ASC"]' })).toThrow('Cannot sort by "password"');
    expect(() => parseListQuery({ sort: '["title","UP"]' })).toThrow('Sort order must be ASC or DESC');
    expect(() => parseListQuery({ range: '[3,1]' })).toThrow('Range must be [start, end]');
    expect(() => parseListQuery({ filter: '{"content":"x"}' })).toThrow('Cannot filter by "content"');
    expect(() => parseListQuery({ filter: ['{}', '{}'] })).toThrow('must be given once');
    expect(() => parseListQuery({ filter: '{"status":"live"}' })).toThrow('Cannot filter by status "live"');
  });

  it('finds no sort field, filter or status among what every object inherits', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(() => parseListQuery({ sort: JSON.stringify([name, 'ASC']) })).toThrow(`Cannot sort by "${name}"`);
      expect(() => parseListQuery({ filter: JSON.stringify({ status: name }) })).toThrow(`Cannot filter by status "${name}"`);
    }
    expect(() => parseListQuery({ filter: '{"__proto__":"x"}' })).toThrow('Cannot filter by "__proto__"');
    expect(() => parseListQuery({ filter: '{"constructor":"x"}' })).toThrow('Cannot filter by "constructor"');
  });

  it('refuses a range past 100 posts, or one that is not two whole numbers in order', () => {
    expect(parseListQuery({ range: '[200,299]' }).range).toEqual({ start: 200, limit: 100 });
    expect(() => parseListQuery({ range: '[0,100]' })).toThrow('Range asks for 101 posts; one request reads at most 100');
    expect(() => parseListQuery({ range: '[0,1000000000]' })).toThrow('one request reads at most 100');
    for (const bad of ['[-1,9]', '[5,4]', '[0.5,9]', '["0","9"]', '[0]', '[0,9,19]', '{"start":0}', '[0,1e300]']) {
      expect(() => parseListQuery({ range: bad }), bad).toThrow('Range must be [start, end]');
    }
  });

  it('refuses more than 100 ids or types, and values that are not text', () => {
    const ids = Array.from({ length: 101 }, (_, n) => `post-${n}`);
    expect(() => parseListQuery({ filter: JSON.stringify({ id: ids }) })).toThrow('The filter at id lists at most 100 values');
    for (const bad of [
      { id: [{ toString: 1 }] },
      { id: [['a']] },
      { postType: { a: 1 } },
      { postType: [true] },
      { id: 'a\u0000' },
    ]) {
      expect(() => parseListQuery({ filter: JSON.stringify(bad) })).toThrow('Invalid value in the filter at');
    }
    expect(() => parseListQuery({ filter: '{"q":{"toString":1}}' })).toThrow('Search text (filter q) must be text');
    expect(() => parseListQuery({ filter: '{"q":["kyoto"]}' })).toThrow('Search text (filter q) must be text');
    expect(() => parseListQuery({ filter: '{"status":{"toString":1}}' })).toThrow('Cannot filter by status {"toString":1}');
    expect(() => parseListQuery({ sort: '[{"toString":1},"ASC"]' })).toThrow('Cannot sort by {"toString":1}');
  });

  it('reads a status filter apart from the field filters', () => {
    expect(parseListQuery({ filter: '{"status":"scheduled","postType":"food"}' })).toMatchObject({
      status: 'scheduled',
      filters: { postType: ['food'] },
    });
  });
});
