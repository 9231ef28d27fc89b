import { buttonHtml, emailHtml, emailText, SUBSCRIBED_WHY, type EmailContent } from './email-layout';
import { escapeHtml, featuredPicture, leadHtml, leadText, longDate, siteUrl } from './email-parts';

export interface EmailedStory {
  title: string;
  slug: string;
  content: string;
  author?: string | null;
  publishedAt?: string | Date | null;
  images?: unknown;
  imageText?: unknown;
}

/** "Email this story to subscribers": the story's picture, title and lead, and a link to read on at the site. */
export function storyEmail(story: EmailedStory): EmailContent {
  const url = siteUrl(`/articles/${story.slug}`);
  const picture = featuredPicture(story, 'medium');
  const byline = [story.author ? `By ${story.author}` : null, story.publishedAt ? longDate(story.publishedAt) : null]
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
    `<p style="margin:24px 0 0">${buttonHtml(url, 'Read the whole story')}</p>`,
  ].join('\n');
  return {
    subject: story.title,
    html: emailHtml({ subject: story.title, preheader: leadText(story.content).slice(0, 140), body, why: SUBSCRIBED_WHY }),
    text: emailText(
      [story.title, byline, leadText(story.content), `Read the whole story: ${url}`].filter(Boolean).join('\n\n'),
      SUBSCRIBED_WHY,
    ),
  };
}
