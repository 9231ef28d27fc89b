import { buttonHtml, emailHtml, emailText, type EmailContent } from './email-layout';
import { escapeHtml, featuredPicture, leadHtml, leadText, longDate, siteUrl } from './email-parts';
import { emailWords, pathFor, type EmailLanguage } from './email-words';

export interface EmailedStory {
  title: string;
  slug: string;
  content: string;
  author?: string | null;
  publishedAt?: string | Date | null;
  images?: unknown;
  imageText?: unknown;
  /** The story's own language, which may be the default's when a subscriber's has no translation. */
  locale?: string | null;
}

/** The story's address in its own language. */
export const storyUrl = (story: EmailedStory, language: EmailLanguage) =>
  siteUrl(pathFor({ ...language, language: story.locale ?? language.defaultLanguage }, `/articles/${story.slug}`));

/** "Email this story to subscribers": the story's picture, title and lead, and a link to read on at the site. */
export function storyEmail(story: EmailedStory, language: EmailLanguage): EmailContent {
  const words = emailWords(language);
  const url = storyUrl(story, language);
  const picture = featuredPicture(story, 'medium');
  const byline = [
    story.author ? words.by(story.author) : null,
    story.publishedAt ? longDate(story.publishedAt, words.dateLocale) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const body = [
    picture
      ? `<a href="${escapeHtml(url)}"><img src="${escapeHtml(picture.src)}" alt="${escapeHtml(picture.alt)}" width="544" style="display:block;width:100%;max-width:544px;height:auto;border-radius:6px;margin:0 0 20px"></a>`
      : '',
    `<h1 style="font-size:28px;line-height:1.25;margin:0 0 8px"><a href="${escapeHtml(url)}" style="color:#111827;text-decoration:none">${escapeHtml(story.title)}</a></h1>`,
    byline
      ? `<p style="margin:0 0 20px;color:#4b5563;font-size:14px;font-family:Arial,Helvetica,sans-serif">${escapeHtml(byline)}</p>`
      : '',
    leadHtml(story.content),
    `<p style="margin:24px 0 0">${buttonHtml(url, words.readWhole)}</p>`,
  ].join('\n');
  return {
    subject: story.title,
    html: emailHtml(
      { subject: story.title, preheader: leadText(story.content).slice(0, 140), body, why: words.subscribedWhy },
      language,
    ),
    text: emailText(
      [story.title, byline, leadText(story.content), `${words.readWhole}: ${url}`].filter(Boolean).join('\n\n'),
      words.subscribedWhy,
      language,
    ),
  };
}
