import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { toArticle } from '../data/article.server';
import { followRedirectFrom } from '../data/client/addresses.server';
import { findPost } from '../data/client/posts.server';
import { articleTravel } from '../data/travel.server';
import { metaWords, routeMeta } from '../data/seo';
import { useWords } from '../components/page-language';
import { ItineraryDays } from '../components/ItineraryDays';
import { MapView } from '../components/MapView';
import { pageHeaders } from '../platform/http.server';
import { notFound } from '../server/not-found.server';
export { travelLinks as links } from '../styles/travel-links';

/** Print styles in site.css fit A4 and Letter. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const post = await findPost(slug);
  const article = post && toArticle(post);
  if (!article?.itinerary) {
    await followRedirectFrom(new URL(request.url).pathname);
    // A story that moved to a new address (decision 041) took its itinerary with it.
    if (!post) await followRedirectFrom(`/articles/${encodeURIComponent(slug)}`, (to) => `${to}/itinerary`);
    throw notFound(request);
  }
  const { map, route } = await articleTravel(article);
  return { slug: article.slug, title: article.title, author: article.author, days: article.itinerary, map, route };
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? routeMeta(matches, { title: metaWords(matches).travel.itineraryTitle(data.title), noindex: true }) : [];

export default function PrintableItinerary() {
  const { slug, title, author, days, map, route } = useLoaderData<typeof loader>();
  const words = useWords();
  const { travel: say } = words;
  return (
    <article className="page printable-itinerary">
      <p className="no-print">
        <a href={words.path(`/articles/${slug}`)} className="back-link">
          {say.backToStory}
        </a>{' '}
        · {say.printHint}
      </p>
      <header>
        <p className="eyebrow">{say.itinerary}</p>
        <h1 dir="auto">{title}</h1>
        <p className="byline">
          {say.byline(author, days.length)}
          {route && ` · ${say.routeSummary(route.distance, route.ascent)}`}
        </p>
      </header>
      {map && <MapView map={map} className="printable-map" />}
      <ItineraryDays days={days} headingLevel={2} />
    </article>
  );
}
