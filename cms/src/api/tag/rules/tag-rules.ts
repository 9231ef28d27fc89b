import { z } from 'zod';
import { TAG_MESSAGES, tagNameSchema, tagSlug } from '@journey-canvas/shared';
import type { DocumentRules } from '../../../document-rules';
import { fieldError, parseOrThrow } from '../../../validation';
import { recordActivity } from '../../../activity/record-activity';
import { announceTagChange } from '../../../site-events/announce';
import { TAG_UID } from '../../../content-types';
import { redirectTagPage, tagPath } from './tag-pages';

type Data = Record<string, unknown>;

/** No two tags with one slug: "Rail" and "RAIL" are one tag, and renaming onto another is a merge, asked for apart. */
export const tagRules: DocumentRules = {
  exclusive: true,
  async check(strapi, data: Data, existing: Data | null) {
    const { name } = parseOrThrow(z.object({ name: tagNameSchema }), { name: data.name ?? existing?.name ?? '' });
    const slug = tagSlug(name);
    const owner = await strapi.db.query(TAG_UID).findOne({ where: { slug }, select: ['documentId', 'name'] });
    if (owner && owner.documentId !== existing?.documentId) throw fieldError('name', TAG_MESSAGES.nameTaken(owner.name));
    return { ...data, name, slug };
  },
  async afterWrite(strapi, _documentId, stored, existing) {
    if (!existing || stored.name === existing.name) return;
    const [from, to] = [existing.slug as string, stored.slug as string];
    if (from !== to) await redirectTagPage(strapi, tagPath(from), tagPath(to));
    await recordActivity(strapi, { action: 'tag-rename', detail: `${existing.name} → ${stored.name}` });
    await announceTagChange(strapi, [from, to]);
  },
};
