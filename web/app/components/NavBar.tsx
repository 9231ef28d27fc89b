import { useLocation } from '@remix-run/react';
import { SearchForm } from './SearchForm';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useWords } from './page-language';
import type { Words } from '../words/words';

const SECTIONS = [
  ['/', 'home'],
  ['/about', 'about'],
  ['/articles', 'articles'],
  ['/tips-and-guides', 'tipsAndGuides'],
  ['/map', 'map'],
  ['/contact', 'contact'],
] as const satisfies readonly (readonly [string, keyof Words])[];

/** The sections, in the page's language and kept in it. */
export function useNavLinks() {
  const words = useWords();
  return SECTIONS.map(([to, word]) => ({ to: words.path(to), section: to, label: words[word] }));
}

const isCurrentSection = (section: string, pathname: string) =>
  section === '/' ? pathname === '/' : pathname === section || pathname.startsWith(`${section}/`);

/** On small screens a `<details>` menu that works without JavaScript; the inline menu script adds the rest (decision 065). */
export function NavBar() {
  const { pathname } = useLocation();
  const words = useWords();
  const links = useNavLinks().map((link) => {
    const current = isCurrentSection(link.section, pathname);
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
      <nav className="navbar-inner" aria-label={words.mainNavigation}>
        <a href={words.path('/')} className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Journey Canvas
        </a>
        <ul className="nav-links">{links}</ul>
        <SearchForm id="nav-search" name={words.siteSearch} className="nav-search" compact />
        <LanguageSwitcher />
        <a href={words.path('/contact')} className="button primary nav-cta">
          {words.startYourJourney}
        </a>
        <details className="mobile-menu">
          <summary aria-label={words.openMenu}>
            <span className="menu-icon" aria-hidden="true" />
          </summary>
          <div className="mobile-panel">
            <SearchForm id="menu-search" name={words.siteSearch} className="menu-search" />
            <ul>{links}</ul>
            <LanguageSwitcher />
            <a href={words.path('/contact')} className="button primary">
              {words.startYourJourney}
            </a>
          </div>
        </details>
      </nav>
    </header>
  );
}
