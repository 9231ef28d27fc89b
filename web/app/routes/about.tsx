import type { MetaFunction } from '@remix-run/node';
import { ABOUT } from '../content/site';
import { useWords } from '../components/page-language';
import { pageHeaders } from '../platform/http.server';
import { metaWords, routeMeta } from '../data/seo';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: metaWords(matches).aboutPage.heading, description: ABOUT.description, path: '/about' });

export const headers = pageHeaders;

export default function About() {
  const { aboutPage } = useWords();
  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{aboutPage.eyebrow}</p>
        <h1>{aboutPage.heading}</h1>
        <p className="lead">{ABOUT.intro}</p>
      </header>
      <div className="two-columns">
        {[ABOUT.story, ABOUT.mission].map((block) => {
          const headingId = `about-${block.heading.toLowerCase().replace(/\W+/g, '-')}`;
          return (
            <section key={block.heading} aria-labelledby={headingId}>
              <h2 id={headingId}>{block.heading}</h2>
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          );
        })}
      </div>
      <section aria-labelledby="values-heading">
        <h2 id="values-heading">{aboutPage.values}</h2>
        <div className="grid features">
          {ABOUT.values.map((value) => (
            <article key={value.title} className="card feature">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="visually-hidden">
          {aboutPage.inNumbers}
        </h2>
        <dl className="stats">
          {ABOUT.stats.map((stat) => (
            <div key={stat.value} className="stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
