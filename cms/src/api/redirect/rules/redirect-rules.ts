import type { Core } from '@strapi/strapi';
import { REDIRECT_MESSAGES, redirectSchema, sitePathKey, sitePathSpellings } from '@journey-canvas/shared';
import type { DocumentRules } from '../../../document-rules';
import { fieldError, parseOrThrow } from '../../../validation';
import { isLivePage } from './live-pages';

export const REDIRECT_UID = 'api::redirect.redirect';

type Data = Record<string, unknown>;

/** Chains are collapsed on every write, so a real one is a single step. */
const MAX_CHAIN = 20;

/** `from` met on the way, in any spelling, is a loop: refused, naming the chain. */
async function finalTarget(strapi: Core.Strapi, from: string, to: string, self?: string): Promise<string> {
  const chain = [from, to];
  let target = to;
  for (let step = 0; step < MAX_CHAIN && target.startsWith('/'); step += 1) {
    if (sitePathKey(target) === from) throw fieldError('to', REDIRECT_MESSAGES.loop(chain));
    const next = await strapi.db
      .query(REDIRECT_UID)
      .findOne({ where: { from: { $in: sitePathSpellings(target) } }, select: ['documentId', 'to'] });
    if (!next || next.documentId === self) break;
    target = next.to as string;
    chain.push(target);
  }
  return target;
}

/** Chains collapse on every write, so a reader is sent once (A→B→C serves A→C). */
export const redirectRules: DocumentRules = {
  exclusive: true,
  async check(strapi, data: Data, existing: Data | null) {
    const redirect = parseOrThrow(redirectSchema, { ...existing, ...data });
    const self = existing?.documentId as string | undefined;
    const owner = await strapi.db.query(REDIRECT_UID).findOne({ where: { from: redirect.from }, select: ['documentId'] });
    if (owner && owner.documentId !== self) throw fieldError('from', REDIRECT_MESSAGES.fromTaken(redirect.from));
    if (await isLivePage(strapi, redirect.from)) throw fieldError('from', REDIRECT_MESSAGES.fromLivePage(redirect.from));
    const to = await finalTarget(strapi, redirect.from, redirect.to, self);
    await strapi.db.query(REDIRECT_UID).updateMany({ where: { to: redirect.from }, data: { to } });
    return { ...data, ...redirect, to };
  },
};
