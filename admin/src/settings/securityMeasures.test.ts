import { describe, expect, it } from 'vitest';
import { securityMeasures } from './securityMeasures';

describe('the security notice', () => {
  it('points at the Activity tab only for the roles that see it', () => {
    const log = (activityLogShown: boolean) =>
      securityMeasures({ activityLogShown }).find((measure) => measure.includes('activity log'));
    expect(log(true)).toContain('recorded in the activity log (the Activity tab)');
    expect(log(false)).toContain('recorded in an activity log that Editors and Administrators read');
    expect(log(false)).not.toContain('Activity tab');
  });

  it('names GPX routes beside images among the uploads it accepts', () => {
    const uploads = securityMeasures({ activityLogShown: false }).find((measure) => measure.startsWith('Uploads'));
    expect(uploads).toContain('JPG, PNG or WEBP images of at most 10 MB');
    expect(uploads).toContain('GPX routes of at most 10 MB');
    expect(uploads).toContain('first and last 200 m cut off');
  });
});
