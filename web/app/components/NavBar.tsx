import { Link, NavLink } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
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
 * into a `<details>` menu, which opens and closes without JavaScript; with JavaScript, following a
 * link or searching also closes it.
 */
export function NavBar() {
  const [open, setOpen] = useState(false);
  const summary = useRef<HTMLElement>(null);
  const close = () => setOpen(false);
  // Escape closes an open menu and leaves the keyboard on its button, as a disclosure should.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      summary.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  const links = NAV_LINKS.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.to === '/'} prefetch="intent" onClick={close}>
        {link.label}
      </NavLink>
    </li>
  ));
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <Link to="/" className="brand" onClick={close}>
          <span className="brand-mark" aria-hidden="true" />
          Journey Canvas
        </Link>
        <ul className="nav-links">{links}</ul>
        <SearchForm id="nav-search" name="Site search" className="nav-search" compact />
        <Link to="/contact" className="button primary nav-cta">
          Start Your Journey
        </Link>
        <details className="mobile-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary ref={summary} aria-label={open ? 'Close menu' : 'Open menu'}>
            <span className="menu-icon" aria-hidden="true" />
          </summary>
          <div className="mobile-panel">
            <SearchForm id="menu-search" name="Site search" className="menu-search" onSubmit={close} />
            <ul>{links}</ul>
            <Link to="/contact" className="button primary" onClick={close}>
              Start Your Journey
            </Link>
          </div>
        </details>
      </nav>
    </header>
  );
}
