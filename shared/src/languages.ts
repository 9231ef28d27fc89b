import { z } from 'zod';

/** The languages a site may publish in (decision 100): BCP 47 codes, each named in its own words. */
export const SITE_LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'nl', name: 'Nederlands', dir: 'ltr' },
  { code: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'sv', name: 'Svenska', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'zh', name: '中文', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type LanguageCode = (typeof SITE_LANGUAGES)[number]['code'];

/** Today's language, the one every story written before languages is in. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

const BY_CODE: ReadonlyMap<string, (typeof SITE_LANGUAGES)[number]> = new Map(
  SITE_LANGUAGES.map((language) => [language.code, language]),
);

export const isLanguageCode = (value: unknown): value is LanguageCode => typeof value === 'string' && BY_CODE.has(value);

/** A code outside the list (a locale added in Strapi's own panel) is named by its code. */
export const languageName = (code: string): string => BY_CODE.get(code)?.name ?? code;

export const languageDirection = (code: string): 'ltr' | 'rtl' => BY_CODE.get(code)?.dir ?? 'ltr';

export const LANGUAGE_MESSAGES = {
  notAList: 'Languages must be a list of language codes, the default first',
  empty: 'The site needs at least one language',
  unknown: (code: unknown) =>
    `"${String(code)}" is not one of the site's possible languages (${SITE_LANGUAGES.map(({ code }) => code).join(', ')})`,
  twice: (code: string) => `${languageName(code)} is listed twice`,
  inUse: (code: string, stories: number) =>
    `${languageName(code)} cannot be removed: ${stories} ${stories === 1 ? 'story is' : 'stories are'} written in it`,
  defaultInUse: (code: string, stories: number) =>
    `The default language stays ${languageName(code)} while ${stories} ${stories === 1 ? 'story is' : 'stories are'} written in it`,
  notSiteLanguage: (code: unknown, languages: readonly string[]) =>
    `"${String(code)}" is not one of this site's languages (${languages.join(', ')})`,
} as const;

/** The site's languages as Settings writes them: known codes, each once, the default first. */
export const siteLanguagesSchema = z
  .array(z.unknown(), { error: LANGUAGE_MESSAGES.notAList })
  .min(1, { error: LANGUAGE_MESSAGES.empty })
  .transform((codes, context) => {
    const seen = new Set<string>();
    for (const code of codes) {
      if (!isLanguageCode(code)) {
        context.addIssue({ code: 'custom', message: LANGUAGE_MESSAGES.unknown(code) });
        return z.NEVER;
      }
      if (seen.has(code)) {
        context.addIssue({ code: 'custom', message: LANGUAGE_MESSAGES.twice(code) });
        return z.NEVER;
      }
      seen.add(code);
    }
    return [...seen] as LanguageCode[];
  });

/** A reader page's path in a language: the default language's stay where they were, others live under their code (`/fr`, `/fr/articles`). */
export const pathInLanguage = (path: string, language: string, defaultLanguage: string): string => {
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
};

/** A path's possible language prefix, as a regular expression's source: `/fr/articles` is `/articles` in French. */
export const LANGUAGE_PREFIX = `(?:/(?:${SITE_LANGUAGES.map(({ code }) => code).join('|')}))`;

const PREFIXED = new RegExp(`^/(${SITE_LANGUAGES.map(({ code }) => code).join('|')})(?=/|$)`);

/** A reader path's possible language and the path within it; whether the site has that language is for the caller to ask. */
export function splitLanguagePath(path: string): { code?: LanguageCode; path: string } {
  const match = PREFIXED.exec(path);
  if (!match) return { path };
  return { code: match[1] as LanguageCode, path: path.slice(match[0].length) || '/' };
}
