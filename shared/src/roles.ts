/** Staff roles (decision 045). The CMS holds every rule; the admin only hides what the CMS would refuse. */
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

/** Beyond writing its own drafts and submitting them for review. */
export interface PostRights {
  everyPost: boolean;
  publish: boolean;
  trash: boolean;
  /** Also deletes posts in the Trash for good. */
  review: boolean;
}

export const POST_RIGHTS: Record<StaffRole, PostRights> = {
  contributor: { everyPost: false, publish: false, trash: false, review: false },
  author: { everyPost: false, publish: true, trash: true, review: false },
  editor: { everyPost: true, publish: true, trash: true, review: true },
  administrator: { everyPost: true, publish: true, trash: true, review: true },
};
