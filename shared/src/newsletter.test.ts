import { describe, expect, it } from 'vitest';
import { latestDigestSlot, mailboxOf } from './newsletter';

describe('the weekly digest slot', () => {
  const monday8 = { digestWeekday: 1, digestHour: 8 };

  it('is the last chosen weekday and hour at or before now, in UTC', () => {
    // Wednesday 26 November 2025, 10:00 UTC: the slot was Monday the 24th at 08:00.
    expect(latestDigestSlot(monday8, new Date('2025-11-26T10:00:00Z')).toISOString()).toBe('2025-11-24T08:00:00.000Z');
    expect(latestDigestSlot(monday8, new Date('2025-11-24T08:00:00Z')).toISOString()).toBe('2025-11-24T08:00:00.000Z');
    expect(latestDigestSlot(monday8, new Date('2025-11-24T07:59:59Z')).toISOString()).toBe('2025-11-17T08:00:00.000Z');
    expect(latestDigestSlot({ digestWeekday: 7, digestHour: 23 }, new Date('2025-11-24T00:30:00Z')).toISOString()).toBe(
      '2025-11-23T23:00:00.000Z',
    );
  });
});

describe('the mailbox an address reaches', () => {
  it('is lower-case and drops a +tag, for every provider', () => {
    expect(mailboxOf('Victim@Example.com')).toBe('victim@example.com');
    expect(mailboxOf('victim+1@example.com')).toBe('victim@example.com');
    expect(mailboxOf('victim+news+50@example.com')).toBe('victim@example.com');
    expect(mailboxOf('VICTIM+X@EXAMPLE.COM')).toBe('victim@example.com');
  });

  it('drops the dots Gmail ignores, at both its domains, and nowhere else', () => {
    expect(mailboxOf('a.n.a+trips@gmail.com')).toBe('ana@gmail.com');
    expect(mailboxOf('A.Na@GoogleMail.com')).toBe('ana@gmail.com');
    expect(mailboxOf('a.na@example.com')).toBe('a.na@example.com');
    expect(mailboxOf('ana@mail.gmail.com.example')).toBe('ana@mail.gmail.com.example');
  });

  it('keeps distinct mailboxes apart', () => {
    expect(mailboxOf('ana@example.com')).not.toBe(mailboxOf('ana@example.org'));
    expect(mailboxOf('ana@example.com')).not.toBe(mailboxOf('anna@example.com'));
  });
});
