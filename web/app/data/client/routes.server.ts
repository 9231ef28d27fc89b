/** GPX files never change in place (decision 062), so a route's figures are worked out once per process and address. */
import { readGpx, summarizeRoute, type RouteSummary } from '@journey-canvas/shared/server';
import { webEnvironment } from '../../platform/env.server';
import { CmsUnavailableError } from './request.server';

const REQUEST_TIMEOUT_MS = 10_000;
/** Routes whose figures are kept: the stories readers open most. */
const MAX_KEPT = 100;
const summaries = new Map<string, Promise<RouteSummary>>();

/** Local uploads through the CMS's own address, else the file's (S3, a CDN). */
const fileUrl = (url: string) => (/^https?:\/\//.test(url) ? url : `${webEnvironment().cmsUrl}${url}`);

export async function routeGpx(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(fileUrl(url), { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new CmsUnavailableError(url, error);
  }
  if (!response.ok) throw new CmsUnavailableError(url, new Error(`The route file answered ${response.status}`));
  return response.text();
}

export function routeSummary(url: string): Promise<RouteSummary> {
  let summary = summaries.get(url);
  if (!summary) {
    summary = routeGpx(url).then((text) => summarizeRoute(readGpx(text)));
    // A failed read is not kept: the next reader tries again.
    summary.catch(() => summaries.delete(url));
    if (summaries.size >= MAX_KEPT) summaries.delete(summaries.keys().next().value!);
    summaries.set(url, summary);
  }
  return summary;
}
