import { formatShortDate } from '../data/format';
import { usePageLanguage, useWords } from './page-language';
import type { Segment } from '../data/search-excerpt';
import { Highlighted } from './Highlighted';
import type { StoryCardData } from '../data/stories.server';

export interface SearchResult extends Omit<StoryCardData, 'title' | 'image'> {
  title: Segment[];
  excerpt: Segment[];
}

export function SearchResults({ results }: { results: SearchResult[] }) {
  const words = useWords();
  const { language } = usePageLanguage();
  return (
    <ol className="search-results">
      {results.map((result) => {
        const headingId = `result-${result.slug}`;
        return (
          <li key={result.slug}>
            <article className="search-result" aria-labelledby={headingId}>
              <h2 id={headingId} className="card-title" dir="auto">
                <a href={words.path(`/articles/${result.slug}`)}>
                  <Highlighted segments={result.title} />
                </a>
              </h2>
              <p className="search-excerpt" dir="auto">
                <Highlighted segments={result.excerpt} />
              </p>
              <p className="byline">
                <span className="badge">{words.postType(result.postType)}</span> {words.by}{' '}
                <a href={words.path(result.authorPath)}>{result.author}</a> ·{' '}
                <time dateTime={result.publishedAt}>{formatShortDate(result.publishedAt, language)}</time>
              </p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
