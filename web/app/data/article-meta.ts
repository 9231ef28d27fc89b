import type { MetaDescriptor } from '@remix-run/node';
import type { ShareImage } from './images';
import type { ArticleDay } from './itinerary';
import { touristTripJsonLd } from './itinerary-json-ld';
import { placeJsonLd, type ArticlePlace } from './place';
import { DEFAULT_LANGUAGE, pathInLanguage } from '@journey-canvas/shared';
import { blogPostingJsonLd, languageFrom, routeMeta, siteUrlFrom } from './seo';

interface ArticleHead {
  slug: string;
  title: string;
  author: string;
  authorPath: string;
  publishedAt: string;
  updatedAt: string;
  place: ArticlePlace | null;
  itinerary?: ArticleDay[] | null;
  tags?: { name: string }[];
  seo: { title: string; description: string; image?: ShareImage };
  /** Its address in each language it is written in (decision 100). */
  alternates?: Record<string, string>;
}

export function articleMeta(
  matches: { id: string; data: unknown }[],
  data: ArticleHead,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const tags = routeMeta(matches, {
    title: `${data.seo.title} - Blog`,
    description: data.seo.description,
    path: `/articles/${data.slug}`,
    image: data.seo.image,
    type: 'article',
    noindex: options.noindex,
    alternates: data.alternates,
  });
  const siteUrl = siteUrlFrom(matches);
  const { language, languages } = languageFrom(matches) ?? { language: DEFAULT_LANGUAGE, languages: [DEFAULT_LANGUAGE] };
  const local = (path: string) => `${siteUrl}${pathInLanguage(path, language, languages[0]!)}`;
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
        author: { name: data.author, url: local(data.authorPath) },
        datePublished: data.publishedAt,
        dateModified: data.updatedAt,
        url: local(`/articles/${data.slug}`),
        inLanguage: language,
        contentLocation: data.place ? placeJsonLd(data.place) : undefined,
        keywords: data.tags?.map((tag) => tag.name),
      }),
    },
    // A story with an itinerary is a trip too.
    ...(data.itinerary
      ? [
          {
            'script:ld+json': touristTripJsonLd({
              name: data.title,
              description: data.seo.description,
              url: local(`/articles/${data.slug}`),
              days: data.itinerary,
            }),
          },
        ]
      : []),
  ];
}
