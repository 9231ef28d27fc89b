import { timingSafeEqual } from 'node:crypto';
import type { ActionFunctionArgs } from '@remix-run/node';
import { adoptContentGeneration, CONTENT_GENERATION_HEADER, GENERATION_EVENT } from '../server/content-generation.server';
import { webEnvironment } from '../server/env.server';
import { logEvent } from '../server/log.server';
import { purgePostChange, purgeWholeSite } from '../server/purge.server';

/** Constant-time comparison; lengths are compared in bytes, as timingSafeEqual needs (a non-ASCII token may match in characters only). */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.byteLength === b.byteLength && timingSafeEqual(a, b);
}

/**
 * The CMS webhook calls this on publish, update and delete (`Authorization: Bearer <WEB_PURGE_SECRET>`),
 * so an edit shows on the site within seconds instead of after the 5-minute cache. Every call names
 * the CMS's content generation, and the CMS announces it when it starts: another one than the
 * pages were rendered from drops them all first (decision 081).
 */
export async function action({ request }: ActionFunctionArgs) {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  if (!sameSecret(token, webEnvironment().purgeSecret)) return Response.json({ error: 'Unauthorized' }, { status: 401 });
  const event = (await request.json().catch(() => ({}))) as {
    event?: string;
    uid?: string;
    model?: string;
    entry?: { slug?: string };
  };
  const generation = request.headers.get(CONTENT_GENERATION_HEADER);
  if (event.event === GENERATION_EVENT) {
    if (!generation) return Response.json({ error: `${CONTENT_GENERATION_HEADER} is missing` }, { status: 400 });
    return Response.json({ generation, changed: await adoptContentGeneration(generation, 'announcement') });
  }
  if (generation) await adoptContentGeneration(generation, 'purge');
  // The site's settings show on every page (decision 048).
  if (event.uid === 'api::site-setting.site-setting') {
    const dropped = await purgeWholeSite();
    logEvent('cache-purge', { trigger: event.event, model: event.model, all: true, dropped });
    return Response.json({ dropped });
  }
  // Strapi sends every model's events: posts appear on the site, and beside them what readers see
  // of questions and tags (issue 22), told by the CMS's own events: a question shown or hidden on
  // one story's page, a tag renamed or merged (every story page shows its tags), or a tag deleted
  // in Strapi's panel, which has only Strapi's own event (its slug is the tag's, not a story's).
  const tagChange = event.event === 'tag.change' || (event.uid === 'api::tag.tag' && event.event === 'entry.delete');
  const readerEvent = event.event === 'comment.change' || tagChange;
  if (event.uid && event.uid !== 'api::blog-post.blog-post' && !readerEvent)
    return Response.json({ dropped: { data: 0, pages: 0 } });
  const slug = !tagChange && typeof event.entry?.slug === 'string' ? event.entry.slug : undefined;
  const dropped = await purgePostChange(slug);
  logEvent('cache-purge', { trigger: event.event, model: event.model, slug, dropped });
  return Response.json({ dropped });
}

export const loader = () => Response.json({ error: 'Method Not Allowed' }, { status: 405 });
