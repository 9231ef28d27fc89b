import { describe, expect, it } from 'vitest';
import { parseWriteIntent } from './write-body';

describe('parseWriteIntent', () => {
  it('reads the status a write asks for and its publish time', () => {
    expect(parseWriteIntent({ title: 'x', status: 'scheduled', scheduledAt: '2030-01-01T08:00:00.000Z' })).toEqual({
      status: 'scheduled',
      scheduledAt: '2030-01-01T08:00:00.000Z',
    });
    expect(parseWriteIntent({ title: 'x' })).toEqual({});
    expect(() => parseWriteIntent({ status: 'live' })).toThrow('Status must be "draft", "scheduled" or "published"');
    expect(() => parseWriteIntent({ scheduledAt: 5 })).toThrow('scheduledAt must be an ISO 8601 date and time');
    for (const scheduledAt of ['2030-01-01 00:00:00', '2030-01-01T00:00:00Z\0']) {
      expect(() => parseWriteIntent({ status: 'draft', scheduledAt })).toThrow('Enter a valid publish date and time');
    }
    expect(() => parseWriteIntent({ status: 'scheduled', scheduledAt: '2030-01-01T00:00:00' })).toThrow(
      'Give the publish time with its time zone',
    );
  });
});
