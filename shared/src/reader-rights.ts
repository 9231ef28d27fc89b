import type { StaffRole } from './roles';

/**
 * What each staff role may do on the readers' side: moderate questions, keep the tag
 * list, see subscribers and the newsletter's sends, and email a story to subscribers. The CMS holds
 * every rule (its roles are granted the routes; the post rules check the email tick); the admin
 * reads this only to hide what the CMS would refuse.
 */
export interface ReaderRights {
  comments: boolean;
  tags: boolean;
  subscribers: boolean;
  /** Tick "Email this story to subscribers", and change Settings › Newsletter. */
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
