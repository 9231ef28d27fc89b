import { publishTimeProblem } from '@journey-canvas/shared';
import { describe, expect, it } from 'vitest';
import { submissionFor } from './saving';

describe('submissionFor', () => {
  it('sends the publish time typed in the editor’s zone as an instant with its zone, which the CMS takes', () => {
    // The schedule field holds what a datetime-local input gives: a local time without a zone.
    const typed = '2030-01-01T08:00';
    const { scheduledAt } = submissionFor('scheduled')({ scheduledAt: typed });
    expect(scheduledAt).toBe(new Date(typed).toISOString());
    expect(scheduledAt).toMatch(/Z$/);
    expect(publishTimeProblem(scheduledAt)).toBeUndefined();
    // A post being edited holds the stored time, already an instant.
    expect(submissionFor('scheduled')({ scheduledAt: '2030-01-01T08:00:00.000Z' }).scheduledAt).toBe('2030-01-01T08:00:00.000Z');
  });

  it('sends no time for a draft or a publish', () => {
    expect(submissionFor('draft')({ scheduledAt: '2030-01-01T08:00' }).scheduledAt).toBeNull();
    expect(submissionFor('published')({ scheduledAt: '2030-01-01T08:00' }).scheduledAt).toBeNull();
  });
});
