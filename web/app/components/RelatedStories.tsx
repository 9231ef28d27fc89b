import { StoryList } from './StoryList';
import type { StoryCardData } from '../data/stories.server';

export function RelatedStories({ stories }: { stories: StoryCardData[] }) {
  if (stories.length === 0) return null;
  return (
    <section className="related-stories" aria-labelledby="related-heading">
      <h2 id="related-heading">Keep exploring</h2>
      <StoryList stories={stories} headingLevel={3} empty={null} />
    </section>
  );
}
