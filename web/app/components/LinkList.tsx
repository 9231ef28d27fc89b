export interface SiteLink {
  to: string;
  label: string;
}

export function LinkList({ id, heading, links }: { id: string; heading: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.to}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
