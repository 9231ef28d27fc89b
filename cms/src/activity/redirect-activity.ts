import type { Core, UID } from '@strapi/strapi';
import { recordActivity } from './record-activity';

type Redirect = { from?: string; to?: string; status?: number };

const RECORDED = new Set(['create', 'update', 'delete']);

const described = (redirect: Redirect) => `${redirect.from} → ${redirect.to} (${redirect.status ?? 301})`;

/** Every door, a slug change included; in the change's own transaction. */
export function recordRedirectActivity(strapi: Core.Strapi, uid: UID.ContentType) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== uid || !RECORDED.has(context.action)) return next();
    const { documentId } = context.params as { documentId?: string };
    return strapi.db.transaction(async () => {
      const before = documentId
        ? ((await strapi.db.query(uid).findOne({ where: { documentId }, select: ['from', 'to', 'status'] })) as Redirect | null)
        : null;
      const result = await next();
      const written = result as Redirect | null;
      if (context.action === 'delete') {
        if (before) await recordActivity(strapi, { action: 'redirect', detail: `Removed ${described(before)}` });
      } else if (written) {
        const verb = context.action === 'create' ? 'Added' : 'Changed';
        await recordActivity(strapi, { action: 'redirect', detail: `${verb} ${described(written)}` });
      }
      return result;
    });
  });
}
