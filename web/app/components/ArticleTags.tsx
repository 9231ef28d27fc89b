import { useWords } from './page-language';
export function ArticleTags({ tags }: { tags: { name: string; slug: string }[] }) {
  const words = useWords();
  if (tags.length === 0) return null;
  return (
    <nav aria-label={words.tags} className="article-tags">
      <ul>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <a href={words.path(`/tags/${encodeURIComponent(tag.slug)}`)} className="tag-link" dir="auto">
              #{tag.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
