import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { Pagination, StoryList } from '../components/StoryList';
import { followRedirectFrom } from '../data/client/addresses.server';
import { listPosts } from '../data/client/posts.server';
import { pageHeaders } from '../platform/http.server';
import { notFound } from '../server/not-found.server';
import { countryPath } from '../data/place';
import { metaWords, routeMeta } from '../data/seo';
import { toStoryCard } from '../data/stories.server';
import { listStoryPlaces } from '../data/client/places.server';
import { countryMapData, placesIn } from '../map/map-data.server';
import { CountryMap } from '../components/CountryMap';
import { useWords } from '../components/page-language';

export { travelLinks as links } from '../styles/travel-links';

/** Country names are short; anything longer is no country a story names. */
const MAX_COUNTRY_LENGTH = 100;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? routeMeta(matches, {
        title: metaWords(matches).meta.place(data.country, metaWords(matches).meta.pageSuffix(data.page)),
        description: metaWords(matches).meta.placeDescription(data.country, data.total),
        path: `${countryPath(data.country)}${data.page > 1 ? `?page=${data.page}` : ''}`,
      })
    : [];

export const headers = pageHeaders;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const requested = (params.country ?? '').trim();
  const pageParam = new URL(request.url).searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1) throw notFound(request);
  const known = requested !== '' && requested.length <= MAX_COUNTRY_LENGTH;
  const [result, places] = known ? await Promise.all([listPosts({ page, country: requested }), listStoryPlaces()]) : [];
  const first = result?.posts[0];
  if (!result || !places || !first) {
    await followRedirectFrom(new URL(request.url).pathname);
    throw notFound(request);
  }
  // One address per place (decision 090), so case cannot fill the cache; no Settings redirect can hide a live page.
  const country = first.placeCountry ?? requested;
  if (params.country !== country) {
    throw redirect(`${countryPath(country)}${result.page > 1 ? `?page=${result.page}` : ''}`, 301);
  }
  return {
    map: countryMapData(country, places),
    places: placesIn(country, places),
    country,
    stories: result.posts.map(toStoryCard),
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
  };
}

export default function PlaceStories() {
  const { country, stories, page, pageCount, map, places } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const { placePage } = useWords();
  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{placePage.eyebrow}</p>
        <h1 dir="auto">{placePage.heading(country)}</h1>
      </header>
      {map && <CountryMap map={map} places={places} />}
      <StoryList stories={stories} headingLevel={2} empty={null} />
      <Pagination page={page} pageCount={pageCount} search={search} />
    </div>
  );
}
