/** Redirects and the Trash (decisions 040, 041): asked only on a miss and never cached, so a change is seen at once. */
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

export async function addressFate(path: string): Promise<AddressFate | null> {
  try {
    return fateSchema.parse(await request(`/api/site-addresses/lookup?${new URLSearchParams({ path })}`)).data;
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}

/** `no-cache`: browsers keep a 301 for good otherwise, so a redirect removed in Settings would live on. */
export const redirectFor = (fate: AddressFate & { location: string }) =>
  redirect(fate.location, { status: fate.status, headers: { 'Cache-Control': 'no-cache' } });

/** `onward` maps a redirect to the page under it that was asked for (a moved story's itinerary). */
export async function followRedirectFrom(path: string, onward?: (to: string) => string): Promise<void> {
  const fate = await addressFate(path).catch((error: unknown) => {
    if (error instanceof CmsUnavailableError) return null;
    throw error;
  });
  if (!fate || fate.status === 410) return;
  if (!onward) throw redirectFor(fate);
  if (fate.location.startsWith('/')) throw redirectFor({ ...fate, location: onward(fate.location) });
}
