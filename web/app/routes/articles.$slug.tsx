import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react';
import { contentPreview, DEFAULT_AUTHOR, readingTimeMinutes } from '@journey-canvas/shared';
import { CallToAction } from '../components/CallToAction';
import { RelatedStories } from '../components/RelatedStories';
import { StoryNeighbours } from '../components/StoryNeighbours';
import { CmsUnavailableError } from '../lib/cache.server';
import { articleHtml } from '../lib/article-html.server';
import { findPost, neighbourPosts, relatedPosts, type Post } from '../lib/cms.server';
import { webEnvironment } from '../lib/env.server';
import { formatLongDate, typeBadge } from '../lib/format';
import { pageHeaders, unavailableWhenCmsDown } from '../lib/http.server';
import { responsiveImage, shareImage } from '../lib/images';
import { blogPostingJsonLd, errorMeta, routeMeta } from '../lib/seo';
import { authorPath, toStoryCard } from '../lib/stories.server';

/** Further reading is a bonus: while the CMS is down, a cached article is still served without it. */
const unlessCmsDown =
  <T,>(fallback: T) =>
  (error: unknown): T => {
    if (error instanceof CmsUnavailableError) return fallback;
    throw error;
  };

const neighbour = (post: Post | null) => post && { slug: post.slug, title: post.title };

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const post = await findPost(slug).catch(unavailableWhenCmsDown);
  if (!post) throw new Response('Blog post not found.', { status: 404, statusText: 'Not Found' });

  const { cmsPublicUrl } = webEnvironment();
  const [related, neighbours] = await Promise.all([
    relatedPosts(post).catch(unlessCmsDown<Post[]>([])),
    neighbourPosts(post).catch(unlessCmsDown({ older: null, newer: null })),
  ]);
  const [featured, ...others] = post.images ?? [];
  const description = post.metaDescription || contentPreview(post.content);
  return {
    slug: post.slug,
    title: post.title,
    author: post.author || DEFAULT_AUTHOR,
    authorPath: authorPath(post),
    postType: post.postType ?? null,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    readingTime: readingTimeMinutes(post.content),
    html: articleHtml(post),
    featured: responsiveImage(featured, cmsPublicUrl, post.title),
    gallery: others.map((image) => responsiveImage(image, cmsPublicUrl, post.title)),
    seo: {
      title: post.metaTitle || post.title,
      description,
      image: shareImage(featured, cmsPublicUrl, post.title),
    },
    related: related.map(toStoryCard),
    older: neighbour(neighbours.older),
    newer: neighbour(neighbours.newer),
  };
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) {
    return isRouteErrorResponse(error) && error.status === 404
      ? routeMeta(matches, { title: 'Blog Post Not Found | Journey Canvas', noindex: true })
      : errorMeta(error);
  }
  const path = `/articles/${data.slug}`;
  const tags = routeMeta(matches, {
    title: `${data.seo.title} - Journey Canvas Blog`,
    description: data.seo.description,
    path,
    image: data.seo.image,
    type: 'article',
  });
  const canonical = tags.find((tag) => 'rel' in tag && tag.rel === 'canonical') as { href: string };
  const image = tags.find((tag) => 'property' in tag && tag.property === 'og:image') as { content: string };
  return [
    ...tags,
    { property: 'article:published_time', content: data.publishedAt },
    { property: 'article:modified_time', content: data.updatedAt },
    {
      'script:ld+json': blogPostingJsonLd({
        headline: data.title,
        description: data.seo.description,
        image: image.content,
        author: { name: data.author, url: new URL(data.authorPath, canonical.href).href },
        datePublished: data.publishedAt,
        dateModified: data.updatedAt,
        url: canonical.href,
      }),
    },
  ];
};

export default function Article() {
  const post = useLoaderData<typeof loader>();
  return (
    <article className="page article">
      <p>
        <Link to="/articles" className="back-link">
          ← Back to Stories
        </Link>
      </p>
      <header className="article-header">
        <span className="badge">{typeBadge(post.postType)}</span>
        <h1 dir="auto">{post.title}</h1>
        <p className="byline">
          By{' '}
          <Link className="author" to={post.authorPath}>
            {post.author}
          </Link>{' '}
          · <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time> · {post.readingTime} min read
        </p>
      </header>
      <img
        className="featured-image"
        src={post.featured.src}
        srcSet={post.featured.srcSet}
        sizes="(min-width: 900px) 860px, 100vw"
        width={post.featured.width}
        height={post.featured.height}
        alt={post.featured.alt}
        fetchPriority="high"
      />
      <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.gallery.length > 0 && (
        <section aria-labelledby="gallery-heading" className="gallery">
          <h2 id="gallery-heading">More from this story</h2>
          <div className="grid">
            {post.gallery.map((image) => (
              <img
                key={image.src}
                src={image.src}
                srcSet={image.srcSet}
                sizes="(min-width: 900px) 280px, 92vw"
                width={image.width}
                height={image.height}
                alt={image.alt}
                loading="lazy"
                decoding="async"
              />
            ))}
          </div>
        </section>
      )}
      <StoryNeighbours older={post.older} newer={post.newer} />
      <RelatedStories stories={post.related} />
      <CallToAction />
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="page narrow center">
        <h1>Blog Post Not Found</h1>
        <p>The blog post you&apos;re looking for doesn&apos;t exist.</p>
        <Link className="button primary" to="/articles">
          ← Back to Stories
        </Link>
      </section>
    );
  }
  throw error;
}
