import { usePageLanguage, useWords } from './page-language';
import { hasEmbeds, hasGalleries } from '@journey-canvas/shared';
import type { Article, ArticleImage } from '../data/article.server';
import { formatLongDate } from '../data/format';
import { ArticleFacts } from './ArticleFacts';
import { Picture } from './Picture';
import { ArticleTags } from './ArticleTags';
import { CallToAction } from './CallToAction';
import { RelatedStories } from './RelatedStories';
import type { ArticleTravel } from '../data/travel.server';
import { StoryTravel } from './StoryTravel';
import { TripPack } from './TripPack';
import type { StoryCardData } from '../data/stories.server';
import { StoryNeighbours, type Neighbour } from './StoryNeighbours';
import { TableOfContents } from './TableOfContents';
import { ReaderQuestions, type QuestionsData } from './ReaderQuestions';
import { EmbedsScript, GalleryKeysScript } from './ReaderScripts';
import type { QuestionResult } from '../data/questions';

function Figure({ image, className, sizes, eager }: { image: ArticleImage; className: string; sizes: string; eager?: boolean }) {
  return (
    <figure className={className}>
      <Picture
        image={image}
        sizes={sizes}
        {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}

export interface FurtherReading {
  older: Neighbour | null;
  newer: Neighbour | null;
  related: StoryCardData[];
}

/** The one view of the article page and of previews (which take no questions). */
export function ArticleView({
  post,
  further,
  travel,
  questions,
}: {
  post: Article;
  further?: FurtherReading;
  travel?: ArticleTravel;
  questions?: { data: QuestionsData; result?: QuestionResult };
}) {
  const words = useWords();
  const { language } = usePageLanguage();
  return (
    <article className="page article">
      <p>
        <a href={words.path('/articles')} className="back-link">
          {words.backToStories}
        </a>
      </p>
      <header className="article-header">
        <span className="badge">{words.postType(post.postType)}</span>
        <h1 dir="auto">{post.title}</h1>
        <p className="byline">
          {words.by}{' '}
          <a className="author" href={words.path(post.authorPath)}>
            {post.author}
          </a>{' '}
          · <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, language)}</time> ·{' '}
          {words.minRead(post.readingTime)}
        </p>
        <ArticleFacts place={post.place} lastVerifiedAt={post.lastVerifiedAt} />
        {travel && (post.postType === 'guide' || post.itinerary) && <TripPack slug={post.slug} />}
      </header>
      <Figure image={post.featured} className="featured-image" sizes="(min-width: 900px) 860px, 100vw" eager />
      <TableOfContents entries={post.toc} />
      <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      {(hasEmbeds(post.html) || travel?.map?.around) && <EmbedsScript />}
      {hasGalleries(post.html) && <GalleryKeysScript />}
      <StoryTravel slug={post.slug} itinerary={post.itinerary} travel={travel} />
      {post.gallery.length > 0 && (
        <section aria-labelledby="gallery-heading" className="gallery">
          <h2 id="gallery-heading">{words.moreFromThisStory}</h2>
          <div className="grid">
            {post.gallery.map((image) => (
              <Figure key={image.src} image={image} className="gallery-image" sizes="(min-width: 900px) 280px, 92vw" />
            ))}
          </div>
        </section>
      )}
      <ArticleTags tags={post.tags} />
      {questions && <ReaderQuestions slug={post.slug} data={questions.data} result={questions.result} />}
      {further && (
        <>
          <StoryNeighbours older={further.older} newer={further.newer} />
          <RelatedStories stories={further.related} />
        </>
      )}
      <CallToAction />
    </article>
  );
}
