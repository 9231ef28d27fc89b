import { useWords } from './page-language';
import { StoryList } from './StoryList';
import type { StoryCardData } from '../data/stories.server';

export function RelatedStories({ stories }: { stories: StoryCardData[] }) {
  const words = useWords();
  if (stories.length === 0) return null;
  return (
    <section className="related-stories" aria-labelledby="related-heading">
      <h2 id="related-heading">{words.keepExploring}</h2>
      <StoryList stories={stories} headingLevel={3} empty={null} />
    </section>
  );
}
