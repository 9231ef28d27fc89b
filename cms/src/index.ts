import type { Core } from '@strapi/strapi';
import { contactSchema, newsletterSchema, newsletterSettingsSchema } from '@journey-canvas/shared';
import { protectLogin } from './auth/login-throttle';
import { removeStrapiTokens } from './auth/strapi-tokens';
import { configureUsersAndRoles } from './bootstrap/users-and-roles';
import { announceContentGeneration, configureSiteWebhook } from './site-events/site-webhook';
import { ensureContentGeneration } from './bootstrap/content-generation';
import { announceSharedStores } from './bootstrap/shared-stores';
import { configureUploads } from './bootstrap/upload-settings';
import { fillAuthorSlugs } from './bootstrap/author-slugs';
import { fillFirstPublicationDates } from './api/blog-post/rules/publication-date';
import { ensurePostIndexes } from './bootstrap/post-indexes';
import { BLOG_POST_UID } from './content-types';
import { ensureFullTextIndex } from './api/blog-post/full-text/index-upkeep';
import { blogPostRules } from './api/blog-post/rules/post-rules';
import { fillRevisionLanguages, registerRevisionRecorder } from './api/blog-post/revisions/recorder';
import { hideTrashInPanelLists, trashEveryDelete } from './api/blog-post/trash/trash-doors';
import { ensureReadIndexes } from './database/read-indexes';
import { REDIRECT_UID, redirectRules } from './api/redirect/rules/redirect-rules';
import { seedDemoContentOnceListening } from './seed/seed';
import { registerDocumentRules, schemaRules } from './document-rules';
import { environment } from './environment';
import { registerQueryValueChecks } from './query-values';
import { drainOnSignal } from './lifecycle/drain';
import { closeSharedRedis } from './redis/shared';
import { ensureActivityTable } from './activity/activity-table';
import { ensureAnalyticsTable } from './analytics/analytics-table';
import { recordDocumentActivity } from './activity/post-activity';
import { recordRedirectActivity } from './activity/redirect-activity';
import { recordSignIns } from './activity/sign-in-activity';
import { registerAccountRules } from './staff/account-rules';
import { ensureSiteSettings, SITE_SETTING_UID, siteSettingsRules } from './api/site-setting/rules/site-settings-rules';
import { TAG_UID } from './content-types';
import { tagRules } from './api/tag/rules/tag-rules';
import { COMMENT_UID } from './content-types';
import { commentRules } from './api/comment/rules/comment-rules';
import { recordQuestionModeration } from './api/comment/moderation/comment-moderation';
import { NEWSLETTER_SETTING_UID } from './api/newsletter/settings';
import { ensureNewsletterTables } from './api/newsletter/sending/newsletter-tables';
import { announceMailSending } from './mail/mail-status';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerQueryValueChecks(strapi);
    registerDocumentRules(strapi, {
      [BLOG_POST_UID]: blogPostRules,
      [REDIRECT_UID]: redirectRules,
      [SITE_SETTING_UID]: siteSettingsRules,
      'api::contact-message.contact-message': schemaRules(contactSchema),
      'api::newsletter-subscription.newsletter-subscription': schemaRules(newsletterSchema),
      [TAG_UID]: tagRules,
      [COMMENT_UID]: commentRules,
      [NEWSLETTER_SETTING_UID]: schemaRules(newsletterSettingsSchema),
    });
    // After the rules, so it runs inside their transaction and records what they stored.
    registerRevisionRecorder(strapi);
    // Before the activity log, which would log a move to the Trash as a delete forever.
    trashEveryDelete(strapi);
    hideTrashInPanelLists(strapi);
    // After the rules, so an entry is written inside the change's own transaction.
    recordDocumentActivity(strapi, BLOG_POST_UID);
    recordRedirectActivity(strapi, REDIRECT_UID);
    recordQuestionModeration(strapi);
    protectLogin(strapi);
    recordSignIns(strapi);
    registerAccountRules(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const env = environment();
    await removeStrapiTokens(strapi);
    await ensurePostIndexes(strapi);
    await ensureFullTextIndex(strapi);
    await ensureReadIndexes(strapi);
    await ensureActivityTable(strapi);
    await ensureAnalyticsTable(strapi);
    await ensureNewsletterTables(strapi);
    await configureUploads(strapi);
    await configureUsersAndRoles(strapi, { email: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD });
    const site = { url: env.WEB_PURGE_URL, secret: env.WEB_PURGE_SECRET, generation: await ensureContentGeneration(strapi) };
    await configureSiteWebhook(strapi, site);
    await fillAuthorSlugs(strapi);
    await fillFirstPublicationDates(strapi);
    await fillRevisionLanguages(strapi);
    await ensureSiteSettings(strapi);
    if (env.SEED_DEMO_CONTENT) seedDemoContentOnceListening(strapi);
    await announceSharedStores(strapi);
    announceMailSending(strapi, env);
    drainOnSignal(strapi);
    // Last, right before the CMS listens: the site has dropped another generation's pages by then.
    await announceContentGeneration(strapi, site);
  },

  async destroy() {
    await closeSharedRedis();
  },
};
