import { timingSafeEqual } from 'node:crypto';
import type { ActionFunctionArgs } from '@remix-run/node';
import {
  CONTENT_GENERATION_HEADER,
  SITE_EVENTS,
  SITE_MODELS,
  siteEventMessage,
  type SiteEventMessage,
} from '@journey-canvas/shared';
import { adoptContentGeneration } from '../server/content-generation.server';
import { webEnvironment } from '../platform/env.server';
import { logEvent } from '../platform/log.server';
import { purgePostChange, purgeWholeSite } from '../server/purge.server';

/** timingSafeEqual needs equal byte lengths (a non-ASCII token may match in characters only). */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.byteLength === b.byteLength && timingSafeEqual(a, b);
}

/** The CMS webhook (decision 007); every call names the CMS's content generation (decision 081). */
export async function action({ request }: ActionFunctionArgs) {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  if (!sameSecret(token, webEnvironment().purgeSecret)) return Response.json({ error: 'Unauthorized' }, { status: 401 });
  // A body that is not the contract purges as if it named nothing: every post page goes.
  const parsed = siteEventMessage.safeParse(await request.json().catch(() => undefined));
  const event: SiteEventMessage = parsed.success ? parsed.data : {};
  const generation = request.headers.get(CONTENT_GENERATION_HEADER);
  if (event.event === SITE_EVENTS.generation) {
    if (!generation) return Response.json({ error: `${CONTENT_GENERATION_HEADER.toLowerCase()} is missing` }, { status: 400 });
    return Response.json({ generation, changed: await adoptContentGeneration(generation, 'announcement') });
  }
  if (generation) await adoptContentGeneration(generation, 'purge');
  // The site's settings show on every page (decision 048).
  if (event.uid === SITE_MODELS.siteSetting) {
    const dropped = await purgeWholeSite();
    logEvent('cache-purge', { trigger: event.event, model: event.model, all: true, dropped });
    return Response.json({ dropped });
  }
  // Besides posts: a question shown or hidden, a tag renamed or merged, or one deleted in Strapi's panel (slug: the tag's).
  const tagChange = event.event === SITE_EVENTS.tagChange || (event.uid === SITE_MODELS.tag && event.event === 'entry.delete');
  const readerEvent = event.event === SITE_EVENTS.commentChange || tagChange;
  if (event.uid && event.uid !== SITE_MODELS.post && !readerEvent) return Response.json({ dropped: { data: 0, pages: 0 } });
  const slug = tagChange ? undefined : (event.entry?.slug ?? undefined);
  const dropped = await purgePostChange(slug);
  logEvent('cache-purge', { trigger: event.event, model: event.model, slug, dropped });
  return Response.json({ dropped });
}

export const loader = () => Response.json({ error: 'Method Not Allowed' }, { status: 405 });
