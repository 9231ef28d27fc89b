import type { PostRights } from '@journey-canvas/shared';
import type { StatusRecord } from './status';

/**
 * Whether the signed-in role may change this post, as the CMS's `assertMayChange` decides
 * (decision 045): a role that cannot publish leaves a live or scheduled story alone, since what
 * readers see, or will, is a publisher's decision. Rights not known yet allow it, as elsewhere in
 * the admin: the CMS refuses anyway. A new post (no record) is always the writer's to save.
 */
export function mayChange(rights: PostRights | undefined, post: Pick<StatusRecord, 'status'> | undefined): boolean {
  if (rights?.publish !== false || !post) return true;
  return post.status !== 'published' && post.status !== 'scheduled';
}
