import { usePageLanguage, useWords } from './page-language';
import { formatShortDate } from '../data/format';
import type { StoryCardData } from '../data/stories.server';
import { Picture } from './Picture';

export interface StoryCardProps {
  story: StoryCardData;
  linkLabel?: string;
  eager?: boolean;
  /** One below the heading the grid sits under, so the page's outline never skips a level. */
  headingLevel?: 2 | 3;
}

export function StoryCard({ story, linkLabel, eager = false, headingLevel = 3 }: StoryCardProps) {
  const words = useWords();
  const { language } = usePageLanguage();
  const headingId = `story-${story.slug}`;
  const article = words.path(`/articles/${story.slug}`);
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
        <span className="badge">{words.postType(story.postType)}</span>
        <Heading id={headingId} className="card-title" dir="auto">
          <a href={article}>{story.title}</a>
        </Heading>
        <p className="byline">
          {words.by} <a href={words.path(story.authorPath)}>{story.author}</a> ·{' '}
          <time dateTime={story.publishedAt}>{formatShortDate(story.publishedAt, language)}</time>
        </p>
        <a className="read-more" href={article} aria-describedby={headingId}>
          {linkLabel ?? words.readStory} <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  );
}
