import { POST_RIGHTS } from '@journey-canvas/shared';
import { describe, expect, it } from 'vitest';
import { mayChange } from './mayChange';

describe('mayChange', () => {
  it('keeps a Contributor off their stories once they are live or scheduled, as the CMS does', () => {
    const contributor = POST_RIGHTS.contributor;
    expect(mayChange(contributor, { status: 'published' })).toBe(false);
    expect(mayChange(contributor, { status: 'scheduled' })).toBe(false);
    expect(mayChange(contributor, { status: 'draft' })).toBe(true);
    expect(mayChange(contributor, { status: 'review' })).toBe(true);
    expect(mayChange(contributor, undefined)).toBe(true);
  });

  it('lets every role that publishes change live and scheduled stories', () => {
    for (const role of ['author', 'editor', 'administrator'] as const) {
      expect(mayChange(POST_RIGHTS[role], { status: 'published' })).toBe(true);
      expect(mayChange(POST_RIGHTS[role], { status: 'scheduled' })).toBe(true);
    }
  });

  it('offers the change while the rights are still loading: the CMS decides', () => {
    expect(mayChange(undefined, { status: 'published' })).toBe(true);
  });
});
