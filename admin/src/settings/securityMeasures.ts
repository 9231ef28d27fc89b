import { ACTIVITY_RETENTION_DAYS, GPX_MAX_BYTES, GPX_TRIM_METERS, IMAGE_MAX_BYTES } from '@journey-canvas/shared';

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** Not "every change": deleting a file or a reader's message is not recorded. */
const RECORDED =
  'Sign-ins, failed sign-ins and changes to stories, uploads, redirects, reader questions, tags, staff, sign-in security and settings';

/** Only what the product really does (DESIGN.md section 5), true for the role reading it. */
export function securityMeasures({ activityLogShown }: { activityLogShown: boolean }): string[] {
  return [
    'Sign-in is checked by the content server; sessions end after 8 hours.',
    'Five failed sign-ins lock further attempts from that address for a cooling-off period; wrong two-step codes count too.',
    'Anyone can turn on two-step sign-in with an authenticator app; the server can require it for some roles.',
    'A password change, a suspension or “End sessions” signs the person out everywhere at once.',
    'Only staff accounts can use the dashboard: Contributors and Authors work on their own posts, Editors and Administrators on every post, and the CMS enforces each role.',
    'Every post is validated and its content sanitized on the server, whoever sends it.',
    `Uploads must really be JPG, PNG or WEBP images of at most ${megabytes(IMAGE_MAX_BYTES)}, their location data stripped, or GPX routes of at most ${megabytes(GPX_MAX_BYTES)}, their times and device data stripped and their first and last ${GPX_TRIM_METERS} m cut off.`,
    `${RECORDED} are recorded in ${activityLogShown ? 'the activity log (the Activity tab)' : 'an activity log that Editors and Administrators read'}, kept for ${ACTIVITY_RETENTION_DAYS} days.`,
  ];
}
