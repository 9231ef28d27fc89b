import type { Core } from '@strapi/strapi';
import { ACTIVITY_DETAIL_MAX_LENGTH, asStorableText, type ActivityAction } from '@journey-canvas/shared';
import { ACTIVITY_TABLE } from './activity-table';
import { changeContext, type ChangeDoor } from '../change-context';

export interface ActivityInput {
  action: ActivityAction;
  post?: string | null;
  /** Kept so the entry still reads well once the post is gone. */
  postTitle?: string | null;
  detail?: string | null;
  /** Only when the request does not say it yet (a sign-in). */
  actor?: string | null;
  door?: ChangeDoor;
}

/** A failed sign-in's text is recorded as typed. */
const shortened = (text: string | null | undefined, max: number) => {
  if (text == null) return null;
  const storable = asStorableText(text);
  return storable.length > max ? `${storable.slice(0, max - 1)}…` : storable;
};

/** Inside a write's transaction, so a rolled-back change leaves no entry. */
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
