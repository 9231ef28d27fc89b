import type { PostRights } from '@journey-canvas/shared';
import type { StatusRecord } from './status';

/**
 * As the CMS's `assertMayChange` (decision 045): what readers see, or will, is a publisher's decision.
 * Rights not known yet allow it: the CMS refuses anyway.
 */
export function mayChange(rights: PostRights | undefined, post: Pick<StatusRecord, 'status'> | undefined): boolean {
  if (rights?.publish !== false || !post) return true;
  return post.status !== 'published' && post.status !== 'scheduled';
}
