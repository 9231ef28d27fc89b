export interface SiteLink {
  to: string;
  label: string;
}

/** A titled list of links to this site's pages, as the footer and the 404 page show them. */
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
