import { useLocation } from '@remix-run/react';
import { SearchForm } from './SearchForm';

const SECTIONS = [
  ['/', 'Home'],
  ['/about', 'About'],
  ['/articles', 'Articles'],
  ['/tips-and-guides', 'Tips & Guides'],
  ['/map', 'Map'],
  ['/contact', 'Contact'],
] as const;
export const NAV_LINKS = SECTIONS.map(([to, label]) => ({ to, label }));

const isCurrentSection = (section: string, pathname: string) =>
  section === '/' ? pathname === '/' : pathname === section || pathname.startsWith(`${section}/`);

/** On small screens a `<details>` menu that works without JavaScript; the inline menu script adds the rest (decision 065). */
export function NavBar() {
  const { pathname } = useLocation();
  const links = NAV_LINKS.map((link) => {
    const current = isCurrentSection(link.to, pathname);
    return (
      <li key={link.to}>
        <a href={link.to} aria-current={current ? 'page' : undefined} className={current ? 'active' : undefined}>
          {link.label}
        </a>
      </li>
    );
  });
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <a href="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Journey Canvas
        </a>
        <ul className="nav-links">{links}</ul>
        <SearchForm id="nav-search" name="Site search" className="nav-search" compact />
        <a href="/contact" className="button primary nav-cta">
          Start Your Journey
        </a>
        <details className="mobile-menu">
          <summary aria-label="Open menu">
            <span className="menu-icon" aria-hidden="true" />
          </summary>
          <div className="mobile-panel">
            <SearchForm id="menu-search" name="Site search" className="menu-search" />
            <ul>{links}</ul>
            <a href="/contact" className="button primary">
              Start Your Journey
            </a>
          </div>
        </details>
      </nav>
    </header>
  );
}
