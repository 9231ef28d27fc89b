/** Each language's formats, made once; English as the site always wrote it (en-US). */
const formats = new Map<string, { long: Intl.DateTimeFormat; short: Intl.DateTimeFormat }>();

function dateFormats(language: string) {
  let found = formats.get(language);
  if (!found) {
    const locale = language === 'en' ? 'en-US' : language;
    found = {
      long: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
      short: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
    };
    formats.set(language, found);
  }
  return found;
}

/** "March 4, 2026" (in French "4 mars 2026"): the article page's published date. */
export const formatLongDate = (iso: string, language = 'en') => dateFormats(language).long.format(new Date(iso));

/** "Mar 4, 2026": the date on story cards. */
export const formatShortDate = (iso: string, language = 'en') => dateFormats(language).short.format(new Date(iso));
