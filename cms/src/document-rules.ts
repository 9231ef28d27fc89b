import type { Core } from '@strapi/strapi';
import { contactSchema, newsletterSchema } from '@journey-canvas/shared';
import { applyPostRules, BLOG_POST_UID } from './api/blog-post/post-rules';
import { parseOrThrow } from './validation';

type Data = Record<string, unknown>;
type Action = 'create' | 'update' | 'clone';
type Rule = (strapi: Core.Strapi, data: Data, existing: Data | null, action: Action) => Promise<Data>;

const schemaRule =
  (schema: typeof contactSchema | typeof newsletterSchema): Rule =>
  async (_strapi, data, existing) => ({ ...data, ...parseOrThrow(schema, { ...existing, ...data }) });

const RULES: Record<string, { rule: Rule; populate?: string[] }> = {
  [BLOG_POST_UID]: { rule: applyPostRules, populate: ['images'] },
  'api::contact-message.contact-message': { rule: schemaRule(contactSchema) },
  'api::newsletter-subscription.newsletter-subscription': { rule: schemaRule(newsletterSchema) },
};

const WRITES = new Set<string>(['create', 'update', 'clone']);

/**
 * One Document Service middleware holds every content rule, so REST, the admin API, the seed and
 * Strapi's own panel all pass through it. Updates and clones are checked as the whole record they
 * produce: the stored version merged with the incoming fields.
 */
export function registerDocumentRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const entry = RULES[context.uid];
    if (!entry || !WRITES.has(context.action)) return next();

    const params = context.params as { data?: Data; documentId?: string; locale?: string };
    const action = context.action as Action;
    const existing =
      action === 'create' || !params.documentId
        ? null
        : ((await strapi.documents(context.uid as typeof BLOG_POST_UID).findOne({
            documentId: params.documentId,
            locale: params.locale,
            populate: entry.populate as never,
          })) as Data | null);
    if (action !== 'create' && !existing) return next();

    params.data = await entry.rule(strapi, params.data ?? {}, existing, action);
    return next();
  });
}
