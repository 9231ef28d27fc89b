/**
 * The staff roles (decision 045), as the CMS grants them and the admin shows them. The
 * CMS holds every rule; the admin reads `can` only to hide what the CMS would refuse.
 */
export const STAFF_ROLES = ['contributor', 'author', 'editor', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  contributor: 'Contributor',
  author: 'Author',
  editor: 'Editor',
  administrator: 'Administrator',
};

/** What each role may do with posts beyond writing its own drafts and submitting them for review. */
export interface PostRights {
  /** Sees and changes every post, not only the ones its account created. */
  everyPost: boolean;
  /** Publishes, schedules and unpublishes (its own posts, or every post with `everyPost`). */
  publish: boolean;
  /** Moves posts to the Trash and restores them. */
  trash: boolean;
  /** Deletes posts in the Trash for good, and decides on posts in review. */
  review: boolean;
}

export const POST_RIGHTS: Record<StaffRole, PostRights> = {
  contributor: { everyPost: false, publish: false, trash: false, review: false },
  author: { everyPost: false, publish: true, trash: true, review: false },
  editor: { everyPost: true, publish: true, trash: true, review: true },
  administrator: { everyPost: true, publish: true, trash: true, review: true },
};
