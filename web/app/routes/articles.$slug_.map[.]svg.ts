import type { LoaderFunctionArgs } from '@remix-run/node';
import { toArticle } from '../data/article.server';
import { findPost } from '../data/client/posts.server';
import { routeSummary } from '../data/client/routes.server';
import { storyAreaMap } from '../map/map-data.server';
import { svgImage } from '../map/svg-image.server';
import { NO_STORE } from '../platform/http.server';

export async function loader({ params }: LoaderFunctionArgs) {
  const post = await findPost(params.slug ?? '');
  const article = post && toArticle(post);
  const map =
    article &&
    storyAreaMap({
      place: article.place,
      itinerary: article.itinerary,
      route: article.routeFile ? await routeSummary(article.routeFile) : null,
    });
  if (!map) return new Response('No map.', { status: 404, headers: { 'Cache-Control': NO_STORE } });
  return svgImage(map.svg());
}
