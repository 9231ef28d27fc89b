import { describe, expect, it } from 'vitest';
import { contentRange, parseListQuery } from './list-params';

describe('parseListQuery', () => {
  it('reads ra-data-simple-rest parameters', () => {
    expect(parseListQuery({ sort: '["title","ASC"]', range: '[10,19]', filter: '{"q":" Kyoto ","postType":"guide"}' })).toEqual({
      sort: { field: 'title', order: 'asc' },
      range: { start: 10, limit: 10 },
      filters: { postType: ['guide'] },
      search: 'Kyoto',
    });
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

  it('turns an id list into a documentId filter and caps a page at 100', () => {
    const query = parseListQuery({ filter: '{"id":["a","b"]}', range: '[0,999]' });
    expect(query.filters).toEqual({ documentId: ['a', 'b'] });
    expect(query.range.limit).toBe(100);
  });

  it('refuses what it cannot read', () => {
    expect(() => parseListQuery({ sort: '["password","ASC"]' })).toThrow('Cannot sort by "password"');
    expect(() => parseListQuery({ sort: '["title","UP"]' })).toThrow('Sort order must be ASC or DESC');
    expect(() => parseListQuery({ range: '[3,1]' })).toThrow('Range must be [start, end]');
    expect(() => parseListQuery({ filter: '{"content":"x"}' })).toThrow('Cannot filter by "content"');
    expect(() => parseListQuery({ filter: ['{}', '{}'] })).toThrow('must be given once');
    expect(() => parseListQuery({ filter: '{"status":"live"}' })).toThrow('Cannot filter by status "live"');
  });

  it('reads a status filter apart from the field filters', () => {
    expect(parseListQuery({ filter: '{"status":"scheduled","postType":"food"}' })).toMatchObject({
      status: 'scheduled',
      filters: { postType: ['food'] },
    });
  });
});

describe('contentRange', () => {
  it('writes the header react-admin reads the total from', () => {
    expect(contentRange({ start: 0, limit: 25 }, 25, 319)).toBe('posts 0-24/319');
    expect(contentRange({ start: 50, limit: 25 }, 0, 40)).toBe('posts 50-50/40');
  });
});
