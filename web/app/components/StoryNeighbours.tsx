export interface Neighbour {
  slug: string;
  title: string;
}

export function StoryNeighbours({ older, newer }: { older: Neighbour | null; newer: Neighbour | null }) {
  if (!older && !newer) return null;
  return (
    <nav className="story-neighbours" aria-label="Previous and next stories">
      {older ? (
        <a href={`/articles/${older.slug}`} rel="prev">
          <span className="neighbour-label">← Previous story</span>
          <span dir="auto">{older.title}</span>
        </a>
      ) : (
        <span />
      )}
      {newer && (
        <a href={`/articles/${newer.slug}`} rel="next" className="newer">
          <span className="neighbour-label">Next story →</span>
          <span dir="auto">{newer.title}</span>
        </a>
      )}
    </nav>
  );
}
