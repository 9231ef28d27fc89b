import { describe, expect, it } from 'vitest';
import { pageViewLine } from './log.server';

describe('page view lines', () => {
  const time = '2026-11-27T22:00:00.000Z';

  it('are one JSON line with every field, the cache outcome only when the cache was asked', () => {
    const hit = pageViewLine({ method: 'GET', path: '/articles?page=2', status: 200, ms: 0.4, cache: 'hit' }, time);
    expect(hit.endsWith('\n')).toBe(true);
    expect(hit.trimEnd()).not.toContain('\n');
    expect(JSON.parse(hit)).toEqual({
      time,
      event: 'request',
      method: 'GET',
      path: '/articles?page=2',
      status: 200,
      ms: 0.4,
      cache: 'hit',
    });
    expect(JSON.parse(pageViewLine({ method: 'POST', path: '/contact', status: 303, ms: 12 }, time))).not.toHaveProperty('cache');
  });

  it('escape what a client puts in the method and the path', () => {
    const path = '/a"b\\c\n{"event":"fake"}\u0000\u202e/ünï';
    const line = pageViewLine({ method: 'GE"T', path, status: 404, ms: 1 }, time);
    expect(line.trimEnd()).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({ method: 'GE"T', path, event: 'request', status: 404 });
  });
});
