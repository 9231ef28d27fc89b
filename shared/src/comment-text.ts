import LinkifyIt from 'linkify-it';

/**
 * A reader's question as plain text with its web addresses found: the page shows the
 * text escaped, each address a link with `rel="nofollow ugc"`, and the CMS counts the addresses
 * against COMMENT_MAX_LINKS. Only http(s) addresses are links; anything else (`javascript:`,
 * `mailto:`) stays text.
 */
export type CommentSegment = { text: string; href?: undefined } | { text: string; href: string };

let linkify: LinkifyIt | undefined;

const WEB_ADDRESS = /^https?:\/\//i;

function links(text: string) {
  linkify ??= new LinkifyIt();
  return (linkify.match(text) ?? []).filter((match) => WEB_ADDRESS.test(match.url));
}

/** The text cut into plain runs and links, in order. */
export function commentSegments(text: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let at = 0;
  for (const match of links(text)) {
    if (match.index > at) segments.push({ text: text.slice(at, match.index) });
    segments.push({ text: match.text, href: match.url });
    at = match.lastIndex;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/** How many web addresses the text holds. */
export const countLinks = (text: string) => links(text).length;
