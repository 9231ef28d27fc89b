import { commentSegments } from '@journey-canvas/shared';

/** Escaped by React, each web address a `nofollow ugc` link: nothing in the text is ever read as markup. */
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
