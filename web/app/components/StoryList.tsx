import { useWords } from './page-language';
import type { ReactNode } from 'react';
import { useLocation } from '@remix-run/react';
import type { StoryCardData } from '../data/stories.server';
import { StoryCard, type StoryCardProps } from './StoryCard';

export function StoryList({
  stories,
  linkLabel,
  headingLevel,
  empty,
}: { stories: StoryCardData[]; empty: ReactNode } & Pick<StoryCardProps, 'linkLabel' | 'headingLevel'>) {
  if (stories.length === 0) return <div className="empty-state">{empty}</div>;
  return (
    <div className="grid">
      {stories.map((story, index) => (
        <StoryCard key={story.slug} story={story} linkLabel={linkLabel} headingLevel={headingLevel} eager={index < 3} />
      ))}
    </div>
  );
}

/** Keeps the other query parameters and the page's language; lists go newest first unless `labels` say otherwise. */
export function Pagination({
  page,
  pageCount,
  search,
  labels,
}: {
  page: number;
  pageCount: number;
  search: URLSearchParams;
  labels?: { previous: string; next: string };
}) {
  const words = useWords();
  const pathname = words.path(useLocation().pathname);
  if (pageCount <= 1) return null;
  const { previous, next } = labels ?? { previous: words.newerStories, next: words.olderStories };
  const to = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className="pagination" aria-label={words.pages}>
      {page > 1 ? (
        <a href={to(page - 1)} rel="prev">
          {previous}
        </a>
      ) : (
        <span />
      )}
      <span aria-current="page">{words.pageOf(page, pageCount)}</span>
      {page < pageCount ? (
        <a href={to(page + 1)} rel="next">
          {next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
