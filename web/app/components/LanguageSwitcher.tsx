import { useLocation, useMatches, useRouteError } from '@remix-run/react';
import { languageName, pathInLanguage } from '@journey-canvas/shared';
import { usePageLanguage, useWords } from './page-language';

/** A page's addresses in each language it exists in, unprefixed; a route that knows (an article) says so in its data. */
export type Alternates = Partial<Record<string, string>>;

/** A route whose page exists only in the languages its data names (an article) says so in its `handle`. */
export const ALTERNATES_FROM_DATA = { alternatesFromData: true } as const;

/**
 * The page's own alternates, or the same page in every language (a section exists in each). An
 * article without data (a 404, a story gone) or the site's error page has none: its links lead
 * to each language's home.
 */
export function usePageAlternates(): Alternates {
  const { languages } = usePageLanguage();
  const { pathname } = useLocation();
  const error = useRouteError();
  const own = [...useMatches()]
    .reverse()
    .find((match) => (match.handle as Partial<typeof ALTERNATES_FROM_DATA> | undefined)?.alternatesFromData);
  if (own) return (own.data as { alternates?: Alternates } | undefined)?.alternates ?? {};
  if (error) return {};
  return Object.fromEntries(languages.map((code) => [code, pathname]));
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
