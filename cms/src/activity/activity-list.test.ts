import { describe, expect, it } from 'vitest';
import { parseActivityQuery } from './activity-list';

describe('parseActivityQuery', () => {
  it('reads newest first, 25 entries, with no filter, by default', () => {
    expect(parseActivityQuery({})).toEqual({ order: 'desc', range: { start: 0, limit: 25 } });
  });

  it('takes the three filters, each one exact value, and skips empty ones', () => {
    const query = parseActivityQuery({
      filter: JSON.stringify({ action: 'publish', actor: 'editor@example.com', post: 'abc123', q: '' }),
      range: '[50,74]',
      sort: '["at","ASC"]',
    });
    expect(query).toEqual({
      order: 'asc',
      range: { start: 50, limit: 25 },
      action: 'publish',
      actor: 'editor@example.com',
      post: 'abc123',
    });
  });

  it.each([
    [{ filter: '{"action":"toString"}' }, 'Cannot filter by action "toString"'],
    [{ filter: '{"__proto__":"x"}' }, 'Cannot filter the activity log by "__proto__"'],
    [{ filter: '{"actor":"a\\u0000b"}' }, 'Invalid value in the filter at actor'],
    [{ filter: '[]' }, 'Filter must be a JSON object'],
    [{ range: '[0,1000]' }, 'Range asks for 1001 entries; one request reads at most 100'],
    [{ sort: '["at","UP"]' }, 'Sort order must be ASC or DESC'],
  ])('refuses %j: %s', (query, message) => {
    expect(() => parseActivityQuery(query)).toThrow(message);
  });
});
