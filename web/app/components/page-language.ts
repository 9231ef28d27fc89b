import { useRouteLoaderData } from '@remix-run/react';
import { DEFAULT_LANGUAGE, pathInLanguage } from '@journey-canvas/shared';
import { postTypeWord, wordsOf, type Words } from '../words/words';

export interface PageLanguageData {
  language: string;
  /** The site's languages, the default first. */
  languages: string[];
}

const DEFAULT: PageLanguageData = { language: DEFAULT_LANGUAGE, languages: [DEFAULT_LANGUAGE] };

/** The page's language as the root loader read it off the address (decision 100); the default on an error page without it. */
export function usePageLanguage(): PageLanguageData {
  return (useRouteLoaderData('root') as { page?: PageLanguageData } | undefined)?.page ?? DEFAULT;
}

/** The site's own words in the page's language, and its links kept in that language. */
export function useWords(): Words & { path: (path: string) => string; postType: (type: string | null | undefined) => string } {
  const { language, languages } = usePageLanguage();
  const words = wordsOf(language);
  return {
    ...words,
    path: (path: string) => pathInLanguage(path, language, languages[0]!),
    postType: (type) => postTypeWord(words, type),
  };
}
