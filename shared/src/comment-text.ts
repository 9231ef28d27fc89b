import LinkifyIt from 'linkify-it';

/** A reader's question is plain text; only http(s) addresses become links, so `javascript:` stays text. */
export type CommentSegment = { text: string; href?: undefined } | { text: string; href: string };

let linkify: LinkifyIt | undefined;

const WEB_ADDRESS = /^https?:\/\//i;

function links(text: string) {
  linkify ??= new LinkifyIt();
  return (linkify.match(text) ?? []).filter((match) => WEB_ADDRESS.test(match.url));
}

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

export const countLinks = (text: string) => links(text).length;
