import { GpxError } from '@journey-canvas/shared/server';
import { errorFields, logEvent } from '../platform/log.server';
import { storyMapData } from '../map/map-data.server';
import type { MapData } from '../map/map-types';
import type { Article } from './article.server';
import { routeSummary } from './client/routes.server';
import { routeView, type RouteView } from './route-view';

export interface ArticleTravel {
  map: MapData | null;
  route: RouteView | null;
}

/** None for a file that is no readable GPX: the story still shows without its route, and the log says why. */
async function readableRoute(url: string) {
  try {
    return await routeSummary(url);
  } catch (error) {
    if (!(error instanceof GpxError)) throw error;
    logEvent('route-unreadable', { url, ...errorFields(error) });
    return null;
  }
}

/** The map's shapes are an image of their own (`/articles/:slug/map.svg`), so the page carries only its markers. */
export async function articleTravel(article: Article): Promise<ArticleTravel> {
  const summary = article.routeFile ? await readableRoute(article.routeFile) : null;
  return {
    map: storyMapData(article.slug, { place: article.place, itinerary: article.itinerary, route: summary }),
    route: summary && routeView(summary, article.slug),
  };
}
