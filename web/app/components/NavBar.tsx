import { Link, NavLink } from '@remix-run/react';
import { SearchForm } from './SearchForm';

/** The site's sections, as the navigation bar and the footer list them: path, then name. */
const SECTIONS = [
  ['/', 'Home'],
  ['/about', 'About'],
  ['/articles', 'Articles'],
  ['/tips-and-guides', 'Tips & Guides'],
  ['/map', 'Map'],
  ['/contact', 'Contact'],
] as const;
export const NAV_LINKS = SECTIONS.map(([to, label]) => ({ to, label }));

/**
 * The fixed navigation bar, with a search box. On small screens the links and the search box fold
 * into a `<details>` menu, which opens and closes without JavaScript; the inline menu script adds
 * its button's open/close name and Escape (decision 065). A followed link loads a page whose menu is closed.
 */
export function NavBar() {
  const links = NAV_LINKS.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.to === '/'}>
        {link.label}
      </NavLink>
    </li>
  ));
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Journey Canvas
        </Link>
        <ul className="nav-links">{links}</ul>
        <SearchForm id="nav-search" name="Site search" className="nav-search" compact />
        <Link to="/contact" className="button primary nav-cta">
          Start Your Journey
        </Link>
        <details className="mobile-menu">
          <summary aria-label="Open menu">
            <span className="menu-icon" aria-hidden="true" />
          </summary>
          <div className="mobile-panel">
            <SearchForm id="menu-search" name="Site search" className="menu-search" />
            <ul>{links}</ul>
            <Link to="/contact" className="button primary">
              Start Your Journey
            </Link>
          </div>
        </details>
      </nav>
    </header>
  );
}
