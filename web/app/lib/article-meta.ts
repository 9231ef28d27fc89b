import type { MetaDescriptor } from '@remix-run/node';
import { blogPostingJsonLd, routeMeta } from './seo';

interface ArticleHead {
  slug: string;
  title: string;
  author: string;
  publishedAt: string;
  updatedAt: string;
  seo: { title: string; description: string; image?: string; imageAlt: string };
}

/** The head of an article page: title, description, canonical URL, social tags (with the image's alt text) and JSON-LD. */
export function articleMeta(
  matches: { id: string; data: unknown }[],
  data: ArticleHead,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const tags = routeMeta(matches, {
    title: `${data.seo.title} - Journey Canvas Blog`,
    description: data.seo.description,
    path: `/articles/${data.slug}`,
    image: data.seo.image,
    type: 'article',
    noindex: options.noindex,
  });
  const canonical = tags.find((tag) => 'rel' in tag && tag.rel === 'canonical') as { href: string };
  const image = tags.find((tag) => 'property' in tag && tag.property === 'og:image') as { content: string };
  return [
    ...tags,
    { property: 'og:image:alt', content: data.seo.imageAlt },
    { name: 'twitter:image:alt', content: data.seo.imageAlt },
    { property: 'article:published_time', content: data.publishedAt },
    { property: 'article:modified_time', content: data.updatedAt },
    {
      'script:ld+json': blogPostingJsonLd({
        headline: data.title,
        description: data.seo.description,
        image: image.content,
        author: data.author,
        datePublished: data.publishedAt,
        dateModified: data.updatedAt,
        url: canonical.href,
      }),
    },
  ];
}
