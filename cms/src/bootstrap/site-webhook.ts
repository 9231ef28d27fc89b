import type { Core } from '@strapi/strapi';
import { allowSiteEvents, SITE_EVENTS } from '../api/blog-post/trash/site-events';
import { allowReaderEvents, READER_EVENTS } from '../api/comment/moderation/reader-events';

export const SITE_WEBHOOK_NAME = 'Journey Canvas site cache';
const EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  ...SITE_EVENTS,
  ...Object.values(READER_EVENTS),
];

/**
 * Keeps one Strapi webhook that tells the site to drop cached pages when content changes
 * (docs/product/DESIGN.md, section 7), pointed at WEB_PURGE_URL with the shared WEB_PURGE_SECRET. An empty URL
 * removes it.
 */
export async function configureSiteWebhook(strapi: Core.Strapi, site: { url?: string; secret: string }) {
  allowSiteEvents(strapi);
  allowReaderEvents(strapi);
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = (await store.findWebhooks()).find((webhook: { name: string }) => webhook.name === SITE_WEBHOOK_NAME);

  if (!site.url) {
    if (existing) {
      await store.deleteWebhook(existing.id);
      runner.remove(existing);
    }
    return;
  }
  const wanted = {
    name: SITE_WEBHOOK_NAME,
    url: site.url,
    headers: { Authorization: `Bearer ${site.secret}` },
    events: EVENTS,
    isEnabled: true,
  };
  const webhook = existing ? await store.updateWebhook(existing.id, wanted) : await store.createWebhook(wanted);
  runner.update(webhook);
}
