import { formatShortDate, typeBadge } from '../data/format';
import type { StoryCardData } from '../data/stories.server';
import { Picture } from './Picture';

export interface StoryCardProps {
  story: StoryCardData;
  linkLabel?: string;
  eager?: boolean;
  /** One below the heading the grid sits under, so the page's outline never skips a level. */
  headingLevel?: 2 | 3;
}

export function StoryCard({ story, linkLabel = 'Read Story', eager = false, headingLevel = 3 }: StoryCardProps) {
  const headingId = `story-${story.slug}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card story-card" aria-labelledby={headingId}>
      <Picture
        image={story.image}
        className="card-image"
        sizes="(min-width: 1100px) 350px, (min-width: 700px) 45vw, 92vw"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="card-body">
        <span className="badge">{typeBadge(story.postType)}</span>
        <Heading id={headingId} className="card-title" dir="auto">
          <a href={`/articles/${story.slug}`}>{story.title}</a>
        </Heading>
        <p className="byline">
          By <a href={story.authorPath}>{story.author}</a> ·{' '}
          <time dateTime={story.publishedAt}>{formatShortDate(story.publishedAt)}</time>
        </p>
        <a className="read-more" href={`/articles/${story.slug}`} aria-describedby={headingId}>
          {linkLabel} <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  );
}
