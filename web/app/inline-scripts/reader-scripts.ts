/** What a reader page runs (decision 065): a few hundred bytes of inline script, and the browser's speculation rules. */
import { compactScript } from './compact';
import embeds from './embeds.js?raw';
import errorReports from './error-reports.js?raw';
import galleryKeys from './gallery-keys.js?raw';
import languageOffer from './language-offer.js?raw';
import menu from './menu.js?raw';
import questionStart from './question-start.js?raw';

/** api.client-errors.ts clips to the same lengths. */
export const CLIENT_ERROR_LIMITS = { kind: 40, message: 500, path: 300, source: 300, stack: 2000 } as const;

export const ERROR_REPORTS_SCRIPT = compactScript(errorReports.replace('__LIMITS__', JSON.stringify(CLIENT_ERROR_LIMITS)));
export const MENU_SCRIPT = compactScript(menu);
export const QUESTION_START_SCRIPT = compactScript(questionStart);
/** Only on a home page of a site in several languages. */
export const LANGUAGE_OFFER_SCRIPT = compactScript(languageOffer);
/** Only on a page whose story has a video or map facade. */
export const EMBEDS_SCRIPT = compactScript(embeds);
/** Only on a page whose story has a gallery. */
export const GALLERY_KEYS_SCRIPT = compactScript(galleryKeys);

/** Reader pages only: following a one-click newsletter link changes something, and a download is no page. */
const READER_LINKS = {
  and: [
    { href_matches: '/*' },
    {
      not: {
        href_matches: [
          '/admin',
          '/admin/*',
          '/api/*',
          '/preview/*',
          '/newsletter/*',
          '/*.gpx',
          '/*.svg',
          '/*.xml',
          '/*.txt',
          '/*.js',
        ],
      },
    },
  ],
};
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: READER_LINKS, eagerness: 'moderate' }],
  prerender: [{ where: READER_LINKS, eagerness: 'conservative' }],
});
