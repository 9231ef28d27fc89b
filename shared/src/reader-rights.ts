import type { StaffRole } from './roles';

/** The CMS holds every rule; the admin reads this only to hide what the CMS would refuse (decision 059). */
export interface ReaderRights {
  comments: boolean;
  tags: boolean;
  subscribers: boolean;
  newsletter: boolean;
}

const NONE: ReaderRights = { comments: false, tags: false, subscribers: false, newsletter: false };
const ALL: ReaderRights = { comments: true, tags: true, subscribers: true, newsletter: true };

export const READER_RIGHTS: Record<StaffRole, ReaderRights> = {
  contributor: NONE,
  author: NONE,
  editor: ALL,
  administrator: ALL,
};
