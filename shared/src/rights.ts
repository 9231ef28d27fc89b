import type { StaffRole } from './roles';

const EVERYONE = ['contributor', 'author', 'editor', 'administrator'] as const;
const PUBLISHERS = ['author', 'editor', 'administrator'] as const;
const EDITORS = ['editor', 'administrator'] as const;
const ADMINISTRATORS = ['administrator'] as const;

/**
 * What each staff role may do, in one table (decisions 045 and 094): the CMS grants its routes from
 * it and checks every request; the admin reads it only to hide what the CMS would refuse.
 */
export const RIGHTS = {
  /** Write one's own drafts, upload their pictures, submit them for review. */
  ownPosts: EVERYONE,
  /** Publish, schedule, unpublish, trash and restore one's own posts. */
  publish: PUBLISHERS,
  everyPost: EDITORS,
  /** Send a post back with a note, delete from the Trash for good. */
  review: EDITORS,
  redirects: EDITORS,
  readerMessages: EDITORS,
  activity: EDITORS,
  comments: EDITORS,
  tags: EDITORS,
  subscribers: EDITORS,
  newsletter: EDITORS,
  staff: ADMINISTRATORS,
  siteSettings: ADMINISTRATORS,
  /** Import another blog's stories, export this one's. */
  moveIn: ADMINISTRATORS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Right = keyof typeof RIGHTS;

export const can = (role: StaffRole, right: Right): boolean => (RIGHTS[right] as readonly StaffRole[]).includes(role);

/** A post's rights beyond one's own drafts, as the admin API's `/me` answers them. */
export interface PostRights {
  everyPost: boolean;
  publish: boolean;
  trash: boolean;
  /** Also deletes posts in the Trash for good. */
  review: boolean;
}

const byRole = <T>(rightsOf: (role: StaffRole) => T) =>
  Object.fromEntries(EVERYONE.map((role) => [role, rightsOf(role)])) as Record<StaffRole, T>;

export const POST_RIGHTS = byRole<PostRights>((role) => ({
  everyPost: can(role, 'everyPost'),
  publish: can(role, 'publish'),
  trash: can(role, 'publish'),
  review: can(role, 'review'),
}));

export interface ReaderRights {
  comments: boolean;
  tags: boolean;
  subscribers: boolean;
  newsletter: boolean;
}

export const READER_RIGHTS = byRole<ReaderRights>((role) => ({
  comments: can(role, 'comments'),
  tags: can(role, 'tags'),
  subscribers: can(role, 'subscribers'),
  newsletter: can(role, 'newsletter'),
}));
