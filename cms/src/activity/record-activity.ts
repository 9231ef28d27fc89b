import type { Core } from '@strapi/strapi';
import { ACTIVITY_DETAIL_MAX_LENGTH, asStorableText, type ActivityAction } from '@journey-canvas/shared';
import { ACTIVITY_TABLE } from './activity-table';
import { changeContext, type ChangeDoor } from '../change-context';

export interface ActivityInput {
  action: ActivityAction;
  /** The post's documentId, when the action concerns one. */
  post?: string | null;
  /** The post's title now, kept with the entry so it still reads well once the post is gone. */
  postTitle?: string | null;
  /** A few words more: the file's name, the publish time, the account a failed sign-in named. */
  detail?: string | null;
  /** Who, when the request does not say it yet (a sign-in); otherwise read from the request. */
  actor?: string | null;
  /** The door, when the request does not say it (the panel's sign-in); otherwise read from the request. */
  door?: ChangeDoor;
}

/** Storable (a failed sign-in's text is recorded as typed) and at most `max` characters. */
const shortened = (text: string | null | undefined, max: number) => {
  if (text == null) return null;
  const storable = asStorableText(text);
  return storable.length > max ? `${storable.slice(0, max - 1)}…` : storable;
};

/**
 * Appends one entry to the activity log: who (from the request under way), through which door,
 * what, on which post, when. Inside a write's transaction the entry is part of it, so a change that
 * is rolled back leaves no entry and an entry never describes a change that did not happen.
 */
export async function recordActivity(strapi: Core.Strapi, input: ActivityInput): Promise<void> {
  const who = changeContext(strapi.requestContext);
  const row = {
    at: new Date().toISOString(),
    actor: shortened(input.actor !== undefined ? input.actor : who.actor, 255),
    action: input.action,
    post: input.post ?? null,
    post_title: shortened(input.postTitle, 255),
    door: input.door ?? who.door,
    detail: shortened(input.detail, ACTIVITY_DETAIL_MAX_LENGTH),
  };
  await strapi.db.transaction(({ trx }) => strapi.db.getConnection(ACTIVITY_TABLE).transacting(trx).insert(row));
}
