/** The site's languages are Strapi's i18n locales, the default first (decision 100); one place reads and changes them. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LANGUAGE, LANGUAGE_MESSAGES, languageName, siteLanguagesSchema } from '@journey-canvas/shared';
import { BLOG_POST_UID, SITE_SETTING_UID } from '../content-types';
import { fieldError, parseOrThrow } from '../validation';
import { recordActivity } from '../activity/record-activity';

interface StoredLocale {
  id: number;
  code: string;
}

interface LocaleService {
  find(where?: Record<string, unknown>): Promise<StoredLocale[]>;
  create(locale: { code: string; name: string }): Promise<StoredLocale>;
  delete(locale: { id: number }): Promise<unknown>;
  getDefaultLocale(): Promise<string | null>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
}

/** A where clause's part for one language's versions of a story; none or `*` is every language. */
export const inLanguage = (locale: string | undefined): { locale?: string } => (locale && locale !== '*' ? { locale } : {});

const locales = (strapi: Core.Strapi) => strapi.plugin('i18n').service('locales') as LocaleService;

export async function defaultLanguage(strapi: Core.Strapi): Promise<string> {
  return (await locales(strapi).getDefaultLocale()) ?? DEFAULT_LANGUAGE;
}

/** In the order they were added, the default first. */
export async function siteLanguages(strapi: Core.Strapi): Promise<string[]> {
  const [stored, first] = await Promise.all([locales(strapi).find(), defaultLanguage(strapi)]);
  const others = stored
    .sort((a, b) => a.id - b.id)
    .map(({ code }) => code)
    .filter((code) => code !== first);
  return [first, ...others];
}

/** A request's `locale`: none is the default language, one the site does not have is refused. */
export async function requestedLanguage(strapi: Core.Strapi, raw: unknown): Promise<string> {
  if (raw === undefined || raw === '') return defaultLanguage(strapi);
  const languages = await siteLanguages(strapi);
  if (typeof raw !== 'string' || !languages.includes(raw)) {
    throw new errors.ValidationError(LANGUAGE_MESSAGES.notSiteLanguage(raw, languages));
  }
  return raw;
}

/** Stories with a version in the language, whatever their state (the Trash too). */
const storiesIn = (strapi: Core.Strapi, code: string) =>
  strapi.db.query(BLOG_POST_UID).count({ where: { locale: code, publishedAt: null } });

/**
 * Settings' list of languages, the default first. A language stories are written in stays, and so
 * does the default while it has stories; the caller's transaction undoes it all if a later step fails.
 */
export async function changeSiteLanguages(strapi: Core.Strapi, requested: unknown): Promise<string[]> {
  const wanted = parseOrThrow(siteLanguagesSchema, requested) as string[];
  const current = await siteLanguages(strapi);
  const removed = current.filter((code) => !wanted.includes(code));
  for (const code of removed) {
    const stories = await storiesIn(strapi, code);
    if (stories > 0) throw fieldError('languages', LANGUAGE_MESSAGES.inUse(code, stories));
  }
  const [wantedDefault] = wanted as [string];
  const [currentDefault] = current as [string];
  if (wantedDefault !== currentDefault) {
    const stories = await storiesIn(strapi, currentDefault);
    if (stories > 0) throw fieldError('languages', LANGUAGE_MESSAGES.defaultInUse(currentDefault, stories));
  }
  if (wanted.join() === current.join()) return current;

  const service = locales(strapi);
  for (const code of wanted.filter((code) => !current.includes(code))) {
    await service.create({ code, name: `${languageName(code)} (${code})` });
  }
  if (wantedDefault !== currentDefault) await service.setDefaultLocale({ code: wantedDefault });
  for (const locale of await service.find()) {
    if (removed.includes(locale.code)) await service.delete({ id: locale.id });
  }
  await recordActivity(strapi, { action: 'settings', detail: `Languages: ${wanted.join(', ')}` });
  // Every page names its languages: the site drops its pages as after any change of the settings.
  await strapi.eventHub.emit('entry.update', {
    model: strapi.getModel(SITE_SETTING_UID).modelName,
    uid: SITE_SETTING_UID,
    entry: { languages: wanted },
  });
  return siteLanguages(strapi);
}

/** A reader path's language and the path within it: `/fr/articles/x` is French `/articles/x`; unprefixed is the default's. */
export async function pathLanguage(strapi: Core.Strapi, path: string): Promise<{ locale: string; path: string }> {
  const [first, ...others] = await siteLanguages(strapi);
  const prefix = others.find((code) => path === `/${code}` || path.startsWith(`/${code}/`));
  return prefix ? { locale: prefix, path: path.slice(prefix.length + 1) || '/' } : { locale: first!, path };
}
