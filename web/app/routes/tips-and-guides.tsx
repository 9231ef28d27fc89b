import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StoryList } from '../components/StoryList';
import { TIP_CARDS } from '../content/site';
import { listPosts } from '../data/client/posts.server';
import { categoryFeedLink } from '../data/feeds';
import { pageHeaders } from '../platform/http.server';
import { metaWords, routeMeta } from '../data/seo';
import { toStoryCard } from '../data/stories.server';

export const meta: MetaFunction = ({ matches }) => [
  ...routeMeta(matches, {
    title: metaWords(matches).meta.tipsAndGuides,
    description: metaWords(matches).meta.tipsAndGuidesDescription,
    path: '/tips-and-guides',
  }),
  categoryFeedLink('guide'),
];

export const headers = pageHeaders;

export async function loader() {
  const guides = await listPosts({ postType: 'guide' });
  // The newest guides show here; when there are more, the story list has every one, page by page.
  return { guides: guides.posts.map(toStoryCard), more: guides.total > guides.posts.length ? guides.total : 0 };
}

export default function TipsAndGuides() {
  const { guides, more } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">Tips &amp; Guides</p>
        <h1>Travel Tips &amp; Guides</h1>
        <p className="lead">Practical know-how from the road, so your next trip runs smoother.</p>
      </header>
      <section aria-labelledby="tips-heading">
        <h2 id="tips-heading">Essential Travel Tips</h2>
        <div className="grid tips">
          {TIP_CARDS.map((tip) => (
            <article key={tip.title} className="card feature">
              <h3>{tip.title}</h3>
              <p>{tip.text}</p>
              <ul>
                {tip.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>
      <section aria-labelledby="guides-heading">
        <div className="section-heading">
          <h2 id="guides-heading">Travel Guides</h2>
          {more > 0 && <a href="/articles?category=guide">See all {more} guides</a>}
        </div>
        <StoryList
          stories={guides}
          linkLabel="Read Guide"
          empty={
            <>
              <h3>More Guides Coming Soon!</h3>
              <p>Our writers are on the road putting together new guides.</p>
            </>
          }
        />
      </section>
    </div>
  );
}
