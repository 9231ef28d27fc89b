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
