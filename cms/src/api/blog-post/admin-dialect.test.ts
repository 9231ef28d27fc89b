import { describe, expect, it } from 'vitest';
import { contentRange, parseListQuery, parseWriteIntent, toRecord } from './admin-dialect';

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

describe('parseWriteIntent', () => {
  it('reads the status a write asks for and its publish time', () => {
    expect(parseWriteIntent({ title: 'x', status: 'scheduled', scheduledAt: '2030-01-01T08:00:00.000Z' })).toEqual({
      status: 'scheduled',
      scheduledAt: '2030-01-01T08:00:00.000Z',
    });
    expect(parseWriteIntent({ title: 'x' })).toEqual({});
    expect(() => parseWriteIntent({ status: 'live' })).toThrow('Status must be "draft", "scheduled" or "published"');
    expect(() => parseWriteIntent({ scheduledAt: 5 })).toThrow('scheduledAt must be an ISO 8601 date and time');
  });
});

describe('contentRange', () => {
  it('writes the header react-admin reads the total from', () => {
    expect(contentRange({ start: 0, limit: 25 }, 25, 319)).toBe('posts 0-24/319');
    expect(contentRange({ start: 50, limit: 25 }, 0, 40)).toBe('posts 50-50/40');
  });
});

describe('toRecord', () => {
  it('uses the documentId as id and the first image as featured', () => {
    const record = toRecord({
      id: 7,
      documentId: 'abc',
      title: 'T',
      images: [
        {
          id: 1,
          url: '/uploads/a.jpg',
          width: 10,
          height: 5,
          mime: 'image/jpeg',
          formats: { small: { url: '/uploads/s.jpg', width: 5, height: 2, mime: 'image/jpeg', size: 1 } },
        },
        { id: 2, url: '/uploads/b.jpg' },
      ],
    });
    expect(record.id).toBe('abc');
    expect(record.featuredImage).toEqual({
      id: 1,
      url: '/uploads/a.jpg',
      alternativeText: null,
      caption: null,
      width: 10,
      height: 5,
      mime: 'image/jpeg',
      formats: { small: { url: '/uploads/s.jpg', width: 5, height: 2, mime: 'image/jpeg' } },
    });
    expect(record.images).toHaveLength(2);
    expect(record).toMatchObject({ status: 'draft', draftChanges: false, publishedAt: null, scheduledAt: null });
  });

  it('tells a draft, a scheduled post, a published post and one with newer draft changes apart', () => {
    const draft = { documentId: 'a', updatedAt: '2026-05-01T10:00:00.000Z' };
    const live = { publishedAt: '2026-04-01T10:00:00.000Z', updatedAt: '2026-05-01T10:00:00.000Z' };
    expect(toRecord({ ...draft, scheduledAt: '2026-06-01T07:00:00.000Z' })).toMatchObject({ status: 'scheduled' });
    expect(toRecord(draft, live)).toMatchObject({ status: 'published', draftChanges: false, publishedAt: live.publishedAt });
    expect(toRecord({ ...draft, updatedAt: '2026-05-02T09:00:00.000Z' }, live)).toMatchObject({
      status: 'published',
      draftChanges: true,
    });
  });
});
