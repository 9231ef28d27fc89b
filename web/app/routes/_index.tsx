import { data, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LanguageOffer } from '../components/LanguageOffer';
import { StoryCard } from '../components/StoryCard';
import { CmsUnavailableError } from '../data/client/request.server';
import { listPosts } from '../data/client/posts.server';
import { NO_STORE, pageHeaders } from '../platform/http.server';
import { routeMeta, siteFrom } from '../data/seo';
import { useSiteDetails } from '../components/site-details';
import { useWords } from '../components/page-language';
import { toStoryCard } from '../data/stories.server';

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFrom(matches);
  const title = site ? `${site.siteName} — ${site.tagline}` : 'Journey Canvas — Explore, Discover, Wander';
  return routeMeta(matches, { title, path: '/' });
};

export const headers = pageHeaders;

export async function loader() {
  // The home page stands without the CMS: latest stories are a bonus, but without them no cache keeps the page.
  try {
    const page = await listPosts({ page: 1 });
    return data({ latest: page.posts.slice(0, 3).map(toStoryCard) });
  } catch (error) {
    if (error instanceof CmsUnavailableError) return data({ latest: [] }, { headers: { 'Cache-Control': NO_STORE } });
    throw error;
  }
}

export default function Home() {
  const { latest } = useLoaderData<typeof loader>();
  const site = useSiteDetails();
  const words = useWords();
  return (
    <>
      <LanguageOffer />
      <section className="hero">
        <div className="hero-content">
          <p className="eyebrow">{site.tagline}</p>
          <h1>{words.homeHeading}</h1>
          <p className="lead">{words.homeIntro}</p>
          <p className="actions">
            <a className="button primary large" href={words.path('/articles')}>
              {words.exploreStories}
            </a>
            <a className="button light large" href={words.path('/tips-and-guides')}>
              {words.travelTips}
            </a>
          </p>
        </div>
      </section>
      <section className="page" aria-labelledby="features-heading">
        <h2 id="features-heading" className="visually-hidden">
          {words.whyUs}
        </h2>
        <div className="grid features">
          {words.homeFeatures.map((feature) => (
            <article key={feature.title} className="card feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </article>
          ))}
        </div>
      </section>
      {latest.length > 0 && (
        <section className="page" aria-labelledby="latest-heading">
          <div className="section-heading">
            <h2 id="latest-heading">{words.latestStories}</h2>
            <a href={words.path('/articles')}>{words.seeAllStories}</a>
          </div>
          <div className="grid">
            {latest.map((story) => (
              <StoryCard key={story.slug} story={story} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
