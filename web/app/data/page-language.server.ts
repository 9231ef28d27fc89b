/**
 * The language of the page being rendered (decision 100). The default language's pages keep their
 * addresses; another language's live under its code, which is read off the address before the
 * routes see it, so `/fr/articles/x` renders the route of `/articles/x` with French kept here for
 * the loaders, the data they ask for and the words of the frame. A page rendered for the cache, with
 * no request behind it, is read the same way.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, pathInLanguage, splitLanguagePath } from '@journey-canvas/shared';
import { siteDetails } from './client/site-settings.server';

export interface PageLanguage {
  language: string;
  /** The site's languages, the default first. */
  languages: string[];
}

const current = new AsyncLocalStorage<PageLanguage>();

export const pageLanguage = (): PageLanguage =>
  current.getStore() ?? { language: DEFAULT_LANGUAGE, languages: [DEFAULT_LANGUAGE] };

/** A path of this page's language: `/articles` is `/fr/articles` on a French page. */
export function localPath(path: string): string {
  const { language, languages } = pageLanguage();
  return pathInLanguage(path, language, languages[0]!);
}

/** A language the site does not have (or the default's own code) is no prefix: the address is left for the routes to 404. */
export function readAddress(url: string, languages: string[]): { page: PageLanguage; url: string } {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const { code, path: inner } = splitLanguagePath(path);
  if (code && code !== languages[0] && languages.includes(code)) {
    return { page: { language: code, languages }, url: inner + (mark === -1 ? '' : url.slice(mark)) };
  }
  return { page: { language: languages[0]!, languages }, url };
}

/** Runs a loader's reads in one of the site's languages, as a page in that language would make them. */
export const inLanguage = <T>(language: string, languages: string[], run: () => T): T =>
  current.run({ language, languages }, run);

/** Runs a render in the language its address names. */
export async function inAddressLanguage<T>(url: string, render: (url: string) => T | Promise<T>): Promise<T> {
  const { details } = await siteDetails();
  const { page, url: inner } = readAddress(url, details.languages);
  return current.run(page, () => render(inner));
}

/**
 * The CMS's answers in the page's language: `?locale=` for another than the default, and a key of
 * its own under `list:` (any post change drops those, so a translation's change is never missed).
 */
export function cmsLanguage(): { locale?: string; key: (key: string) => string } {
  const { language, languages } = pageLanguage();
  if (language === languages[0]) return { key: (key) => key };
  return { locale: language, key: (key) => `list:${language}:${key}` };
}
