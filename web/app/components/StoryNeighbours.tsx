import { useWords } from './page-language';
export interface Neighbour {
  slug: string;
  title: string;
}

export function StoryNeighbours({ older, newer }: { older: Neighbour | null; newer: Neighbour | null }) {
  const words = useWords();
  if (!older && !newer) return null;
  return (
    <nav className="story-neighbours" aria-label={words.previousAndNext}>
      {older ? (
        <a href={words.path(`/articles/${older.slug}`)} rel="prev">
          <span className="neighbour-label">{words.previousStory}</span>
          <span dir="auto">{older.title}</span>
        </a>
      ) : (
        <span />
      )}
      {newer && (
        <a href={words.path(`/articles/${newer.slug}`)} rel="next" className="newer">
          <span className="neighbour-label">{words.nextStory}</span>
          <span dir="auto">{newer.title}</span>
        </a>
      )}
    </nav>
  );
}
