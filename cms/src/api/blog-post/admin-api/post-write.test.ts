import { describe, expect, it } from 'vitest';
import { parseWriteIntent, writeParams } from './post-write';

describe('parseWriteIntent', () => {
  it('reads the status a write asks for and its publish time', () => {
    expect(parseWriteIntent({ title: 'x', status: 'scheduled', scheduledAt: '2030-01-01T08:00:00.000Z' })).toEqual({
      status: 'scheduled',
      scheduledAt: '2030-01-01T08:00:00.000Z',
    });
    expect(parseWriteIntent({ title: 'x' })).toEqual({});
    expect(() => parseWriteIntent({ status: 'live' })).toThrow('Status must be "draft", "review", "scheduled" or "published"');
    expect(() => parseWriteIntent({ scheduledAt: 5 })).toThrow('scheduledAt must be an ISO 8601 date and time');
    for (const scheduledAt of ['2030-01-01 00:00:00', '2030-01-01T00:00:00Z\0']) {
      expect(() => parseWriteIntent({ status: 'draft', scheduledAt })).toThrow('Enter a valid publish date and time');
    }
    expect(() => parseWriteIntent({ status: 'scheduled', scheduledAt: '2030-01-01T00:00:00' })).toThrow(
      'Give the publish time with its time zone',
    );
  });
});

describe('writeParams and review (decision 045)', () => {
  it('submits a draft for review, dropping its publish time and an earlier note', () => {
    const params = writeParams({ status: 'review', scheduledAt: '2030-01-01T08:00:00.000Z' }, 'unchanged');
    expect(params.status).toBe('draft');
    expect(params.data).toMatchObject({ scheduledAt: null, reviewNote: null });
    expect(Number.isNaN(Date.parse(String((params.data as { reviewRequestedAt?: string }).reviewRequestedAt)))).toBe(false);
  });

  it('takes a post out of review when it is saved as a draft (note kept); publishing and scheduling leave it to the post rules', () => {
    expect(writeParams({ status: 'draft' }, 'unchanged').data).toEqual({ scheduledAt: null, reviewRequestedAt: null });
    expect(writeParams({ status: 'published' }, 'unchanged').data).toEqual({ scheduledAt: null });
    expect(writeParams({ status: 'scheduled', scheduledAt: '2030-01-01T08:00:00.000Z' }, 'unchanged').data).toEqual({
      scheduledAt: '2030-01-01T08:00:00.000Z',
    });
    expect(writeParams({}, 'unchanged').data).toEqual({});
  });
});
