import type { TocEntry } from '@journey-canvas/shared';

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-heading">
      <h2 id="toc-heading">In this story</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} dir="auto">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
