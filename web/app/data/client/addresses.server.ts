/**
 * What the CMS knows of an address the site has no page for (decisions 040 and 041): a redirect
 * (301 or 302 to its target), or a story in the Trash (410 Gone). Asked only on a miss, and not kept in the cache of CMS answers: every
 * replica asks the database, so a change is seen everywhere at once, and no purge can miss it.
 */
import { redirect } from '@remix-run/node';
import { z } from 'zod';
import { CmsError, CmsUnavailableError, request } from './request.server';

const fateSchema = z.object({
  data: z.union([
    z.object({ status: z.union([z.literal(301), z.literal(302)]), location: z.string().min(1) }),
    z.object({ status: z.literal(410) }),
  ]),
});

export type AddressFate = z.infer<typeof fateSchema>['data'];

/** The fate of a site path (`/articles/kyoto`), or null when the CMS knows nothing of it. */
export async function addressFate(path: string): Promise<AddressFate | null> {
  try {
    return fateSchema.parse(await request(`/api/site-addresses/lookup?${new URLSearchParams({ path })}`)).data;
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The answer for a redirect from Settings. `no-cache`: browsers keep a 301 for good unless told
 * otherwise, so without it a redirect removed in Settings would live on in every browser that met it.
 */
export const redirectFor = (fate: AddressFate & { location: string }) =>
  redirect(fate.location, { status: fate.status, headers: { 'Cache-Control': 'no-cache' } });

/**
 * For an address the site has no page at (any page's 404): the redirect Settings keeps from it
 * (decision 041), thrown, when there is one; the caller answers its 404 otherwise. `onward` turns
 * a redirect to a path of this site into the page under it that was asked for (a moved story's
 * itinerary). With the CMS away no redirect is known, and the 404 stands.
 */
export async function followRedirectFrom(path: string, onward?: (to: string) => string): Promise<void> {
  const fate = await addressFate(path).catch((error: unknown) => {
    if (error instanceof CmsUnavailableError) return null;
    throw error;
  });
  if (!fate || fate.status === 410) return;
  if (!onward) throw redirectFor(fate);
  if (fate.location.startsWith('/')) throw redirectFor({ ...fate, location: onward(fate.location) });
}
