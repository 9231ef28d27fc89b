import type { Segment } from '../data/search-excerpt';

/** Each segment is React text, so it is escaped. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return <>{segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text))}</>;
}
