import { publishTimeProblem } from '@journey-canvas/shared';
import { describe, expect, it } from 'vitest';
import { plainSave, savedNotice, submissionFor } from './saving';

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

describe('the plain save of a scheduled story or one in review', () => {
  const scheduled = { title: 'Ferry', status: 'scheduled', scheduledAt: '2030-01-01T08:00:00.000Z' };
  const inReview = { title: 'Ferry', status: 'review', scheduledAt: null };

  it('is "Save changes" for a scheduled story or one in review, and "Save draft" otherwise', () => {
    expect(plainSave('scheduled')).toEqual({ kind: 'keep', label: 'Save changes' });
    expect(plainSave('review')).toEqual({ kind: 'keep', label: 'Save changes' });
    for (const status of ['draft', 'published', undefined] as const) {
      expect(plainSave(status)).toEqual({ kind: 'draft', label: 'Save draft' });
    }
  });

  it('keeps a scheduled story scheduled at its time instead of asking for a draft', () => {
    const body = submissionFor('keep')(scheduled);
    expect(body).toMatchObject({ title: 'Ferry', status: 'scheduled', scheduledAt: scheduled.scheduledAt });
  });

  it('sends a story in review without a status or a time, so the CMS keeps it in review', () => {
    const body = submissionFor('keep')(inReview);
    expect(body).toMatchObject({ title: 'Ferry' });
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('scheduledAt');
  });

  it('says the story is still scheduled or in review, never that it became a draft', () => {
    const kept = savedNotice('keep', scheduled);
    expect(kept.title).toBe('Changes Saved');
    expect(kept.description).toMatch(/^Still scheduled: it will be published on /);
    expect(savedNotice('keep', inReview)).toEqual({
      title: 'Changes Saved',
      description: 'Still in review: an Editor will publish it or send it back with a note.',
    });
    // Unschedule asks for a draft and says so.
    expect(savedNotice('draft', { status: 'draft', scheduledAt: null }).title).toBe('Draft Saved');
  });
});
