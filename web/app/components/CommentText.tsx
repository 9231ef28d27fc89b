import { commentSegments } from '@journey-canvas/shared';

/**
 * A reader's (or a reply's) plain text as the page shows it: escaped by React, paragraphs where
 * the writer left a blank line, each web address a link marked `nofollow ugc`, so search engines
 * give it no weight. Nothing in the text is ever read as markup.
 */
export function CommentText({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index} dir="auto">
            {commentSegments(paragraph).map((segment, at) =>
              segment.href ? (
                <a key={at} href={segment.href} rel="nofollow ugc">
                  {segment.text}
                </a>
              ) : (
                segment.text
              ),
            )}
          </p>
        ))}
    </>
  );
}
