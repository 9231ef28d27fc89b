import {
  META_DESCRIPTION_MAX_LENGTH,
  META_DESCRIPTION_MIN_LENGTH,
  READABLE_SLUG_MAX_LENGTH,
  READABLE_SLUG_MAX_WORDS,
  SEO_MIN_WORDS,
  SEO_TITLE_MAX_LENGTH,
  SEO_TITLE_MIN_LENGTH,
} from './limits';
import { markdownToPlainText } from './preview';
import { countWords } from './reading-time';
import { slugify } from './slug';
import { picturesWritten } from './story-pictures';

export interface SeoInput {
  title?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  content?: string | null;
  slug?: string | null;
  images?: readonly { alternativeText?: string | null }[] | null;
}

export type SeoCheckId = 'title' | 'metaDescription' | 'altText' | 'heading' | 'words' | 'slug';

export interface SeoCheck {
  id: SeoCheckId;
  label: string;
  passed: boolean;
  detail: string;
}

const text = (value: string | null | undefined) => (value ?? '').trim();
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function isReadableSlug(slug: string): boolean {
  return (
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) &&
    slug.length <= READABLE_SLUG_MAX_LENGTH &&
    slug.split('-').length <= READABLE_SLUG_MAX_WORDS &&
    /[a-z]/.test(slug)
  );
}

/** One rule for the post form and Blog Management's score column. */
export function seoChecklist(post: SeoInput): SeoCheck[] {
  const searchTitle = text(post.metaTitle) || text(post.title);
  const description = text(post.metaDescription);
  const content = post.content ?? '';
  const images = [...(post.images ?? []), ...picturesWritten(content)];
  const missingAlt = images.filter((image) => !text(image.alternativeText)).length;
  const words = countWords(markdownToPlainText(content));
  const slug = text(post.slug) || (text(post.title) ? slugify(text(post.title)) : '');

  return [
    {
      id: 'title',
      label: `Search title of ${SEO_TITLE_MIN_LENGTH}–${SEO_TITLE_MAX_LENGTH} characters`,
      passed: searchTitle.length >= SEO_TITLE_MIN_LENGTH && searchTitle.length <= SEO_TITLE_MAX_LENGTH,
      detail: plural(searchTitle.length, 'character'),
    },
    {
      id: 'metaDescription',
      label: `Meta description of ${META_DESCRIPTION_MIN_LENGTH}–${META_DESCRIPTION_MAX_LENGTH} characters`,
      passed: description.length >= META_DESCRIPTION_MIN_LENGTH && description.length <= META_DESCRIPTION_MAX_LENGTH,
      detail: plural(description.length, 'character'),
    },
    {
      id: 'altText',
      label: 'Alt text on every image',
      passed: images.length > 0 && missingAlt === 0,
      detail:
        images.length === 0 ? 'No images yet' : missingAlt === 0 ? 'All described' : `${missingAlt} of ${images.length} missing`,
    },
    {
      id: 'heading',
      label: 'At least one ## heading',
      passed: /^ {0,3}##[ \t]+\S/m.test(content),
      detail: plural((content.match(/^ {0,3}##[ \t]+\S/gm) ?? []).length, 'heading'),
    },
    {
      id: 'words',
      label: `At least ${SEO_MIN_WORDS} words`,
      passed: words >= SEO_MIN_WORDS,
      detail: plural(words, 'word'),
    },
    {
      id: 'slug',
      label: 'A readable slug',
      passed: slug !== '' && isReadableSlug(slug),
      detail: slug ? `/articles/${slug}` : 'No title yet',
    },
  ];
}

export function seoScore(post: SeoInput): number {
  const checks = seoChecklist(post);
  return Math.round((checks.filter((check) => check.passed).length / checks.length) * 100);
}
