import { contentPreview } from '@journey-canvas/shared';
import { emailHtml, emailText, type EmailContent } from './email-layout';
import { escapeHtml, featuredPicture, siteUrl } from './email-parts';
import { emailWords, pathFor, type EmailLanguage } from './email-words';
import { storyUrl, type EmailedStory } from './story-email';

/** `total` counts stories past those listed, so none published since the last digest goes unmentioned. */
export function digestEmail(stories: EmailedStory[], total: number, language: EmailLanguage): EmailContent {
  const words = emailWords(language);
  const [first] = stories;
  const subject = words.digestSubject(first!.title, total - 1);
  const more = total - stories.length;
  const moreText = more > 0 ? words.digestMore(more) : '';
  const articles = siteUrl(pathFor(language, '/articles'));
  const items = stories.map((story) => {
    const url = storyUrl(story, language);
    const picture = featuredPicture(story, 'small');
    return `<tr><td style="padding:0 0 24px">
${picture ? `<a href="${escapeHtml(url)}"><img src="${escapeHtml(picture.src)}" alt="${escapeHtml(picture.alt)}" width="544" style="display:block;width:100%;max-width:544px;height:auto;border-radius:6px;margin:0 0 12px"></a>` : ''}
<h2 style="font-size:22px;line-height:1.3;margin:0 0 6px"><a href="${escapeHtml(url)}" style="color:#111827;text-decoration:none">${escapeHtml(story.title)}</a></h2>
<p style="margin:0 0 6px">${escapeHtml(contentPreview(story.content))}</p>
<p style="margin:0;font-family:Arial,Helvetica,sans-serif;font-size:15px"><a href="${escapeHtml(url)}" style="color:#134e4a;font-weight:700">${escapeHtml(words.readOn)}</a></p>
</td></tr>`;
  });
  const body = `<h1 style="font-size:26px;margin:0 0 20px">${escapeHtml(words.digestHeading)}</h1>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items.join('\n')}</table>${
    more > 0
      ? `\n<p style="margin:0;font-family:Arial,Helvetica,sans-serif;font-size:16px"><a href="${escapeHtml(articles)}" style="color:#134e4a;font-weight:700">${moreText}</a></p>`
      : ''
  }`;
  const text = stories
    .map((story) => `${story.title}\n${contentPreview(story.content)}\n${storyUrl(story, language)}`)
    .join('\n\n')
    .concat(more > 0 ? `\n\n${moreText}: ${articles}` : '');
  return {
    subject,
    html: emailHtml(
      {
        subject,
        preheader: stories
          .map((story) => story.title)
          .join(' · ')
          .slice(0, 140),
        body,
        why: words.subscribedWhy,
      },
      language,
    ),
    text: emailText(`${words.digestTextHeading}\n\n${text}`, words.subscribedWhy, language),
  };
}
