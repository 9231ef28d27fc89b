import { formatShortDate, typeBadge } from '../data/format';
import type { Segment } from '../data/search-excerpt';
import { Highlighted } from './Highlighted';
import type { StoryCardData } from '../data/stories.server';

export interface SearchResult extends Omit<StoryCardData, 'title' | 'image'> {
  title: Segment[];
  excerpt: Segment[];
}

export function SearchResults({ results }: { results: SearchResult[] }) {
  return (
    <ol className="search-results">
      {results.map((result) => {
        const headingId = `result-${result.slug}`;
        return (
          <li key={result.slug}>
            <article className="search-result" aria-labelledby={headingId}>
              <h2 id={headingId} className="card-title" dir="auto">
                <a href={`/articles/${result.slug}`}>
                  <Highlighted segments={result.title} />
                </a>
              </h2>
              <p className="search-excerpt" dir="auto">
                <Highlighted segments={result.excerpt} />
              </p>
              <p className="byline">
                <span className="badge">{typeBadge(result.postType)}</span> By <a href={result.authorPath}>{result.author}</a> ·{' '}
                <time dateTime={result.publishedAt}>{formatShortDate(result.publishedAt)}</time>
              </p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
