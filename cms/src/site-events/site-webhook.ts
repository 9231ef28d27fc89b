import type { Core } from '@strapi/strapi';
import { CONTENT_GENERATION_HEADER, SITE_EVENTS, siteEventMessage } from '@journey-canvas/shared';
import { allowSiteEvents, OUR_WEBHOOK_EVENTS } from './announce';

export const SITE_WEBHOOK_NAME = 'Journey Canvas site cache';
/** A site that is down asks the CMS when it starts. */
const ANNOUNCE_TIMEOUT_MS = 5_000;

const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', ...OUR_WEBHOOK_EVENTS];

interface Site {
  url?: string;
  secret: string;
  generation: string;
}

const siteHeaders = (site: Site) => ({
  Authorization: `Bearer ${site.secret}`,
  [CONTENT_GENERATION_HEADER]: site.generation,
});

/**
 * The webhook that tells the site to drop cached pages (decision 007). The secret stays out of the
 * database, which backups copy (decision 088): only the runner is given it, at each start.
 */
export async function configureSiteWebhook(strapi: Core.Strapi, site: Site) {
  allowSiteEvents(strapi);
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
  const stored = {
    name: SITE_WEBHOOK_NAME,
    url: site.url,
    headers: { [CONTENT_GENERATION_HEADER]: site.generation },
    events: EVENTS,
    isEnabled: true,
  };
  const webhook = existing ? await store.updateWebhook(existing.id, stored) : await store.createWebhook(stored);
  runner.update({ ...webhook, headers: siteHeaders(site) });
}

/** Before this CMS answers anyone, so the site drops stale pages before a reader asks (decision 081). */
export async function announceContentGeneration(strapi: Core.Strapi, site: Site): Promise<void> {
  if (!site.url) return;
  const answered = await fetch(site.url, {
    method: 'POST',
    headers: { ...siteHeaders(site), 'Content-Type': 'application/json' },
    body: JSON.stringify(siteEventMessage.parse({ event: SITE_EVENTS.generation, createdAt: new Date().toISOString() })),
    signal: AbortSignal.timeout(ANNOUNCE_TIMEOUT_MS),
  }).then(
    (response) => (response.ok ? undefined : `it answered ${response.status}`),
    (error: Error) => error.message,
  );
  if (answered === undefined) strapi.log.info(`Content generation ${site.generation} announced to the site`);
  else strapi.log.info(`Content generation ${site.generation} not announced to the site (${answered}): it asks when it starts`);
}
