import { useLocation, useMatches } from '@remix-run/react';
import { languageName, pathInLanguage } from '@journey-canvas/shared';
import { usePageLanguage, useWords } from './page-language';

/** A page's addresses in each language it exists in, unprefixed; a route that knows (an article) says so in its data. */
export type Alternates = Partial<Record<string, string>>;

/** The page's own alternates, or the same page in every language (a section exists in each). */
export function usePageAlternates(): Alternates {
  const { languages } = usePageLanguage();
  const { pathname } = useLocation();
  const known = [...useMatches()].reverse().find((match) => (match.data as { alternates?: Alternates } | undefined)?.alternates);
  return (
    (known?.data as { alternates: Alternates } | undefined)?.alternates ??
    Object.fromEntries(languages.map((code) => [code, pathname]))
  );
}

/** Links to this page in the site's other languages, else to that language's home (decision 100). Plain links: no script. */
export function LanguageSwitcher() {
  const { language, languages } = usePageLanguage();
  const words = useWords();
  const alternates = usePageAlternates();
  if (languages.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={words.languages}>
      <ul>
        {languages.map((code) => (
          <li key={code}>
            {code === language ? (
              <span aria-current="true" lang={code}>
                {languageName(code)}
              </span>
            ) : (
              <a
                href={pathInLanguage(alternates[code] ?? '/', code, languages[0]!)}
                hrefLang={code}
                lang={code}
                title={wordsTitle(words.readIn, code)}
              >
                {languageName(code)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

const wordsTitle = (readIn: (language: string) => string, code: string) => readIn(languageName(code));
