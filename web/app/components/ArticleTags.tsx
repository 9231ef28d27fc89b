export function ArticleTags({ tags }: { tags: { name: string; slug: string }[] }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Tags" className="article-tags">
      <ul>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <a href={`/tags/${encodeURIComponent(tag.slug)}`} className="tag-link" dir="auto">
              #{tag.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
