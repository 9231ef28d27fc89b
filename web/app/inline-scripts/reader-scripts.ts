/**
 * What a reader page runs (decision 065): no bundle, only these few hundred bytes of inline script,
 * each allowed by the page's CSP nonce, and the browser's own speculation rules for instant links.
 */
import { compactScript } from './compact';
import errorReports from './error-reports.js?raw';
import menu from './menu.js?raw';
import questionStart from './question-start.js?raw';

/** What the site keeps of a browser error report (api.client-errors.ts clips to the same lengths). */
export const CLIENT_ERROR_LIMITS = { kind: 40, message: 500, path: 300, source: 300, stack: 2000 } as const;

export const ERROR_REPORTS_SCRIPT = compactScript(errorReports.replace('__LIMITS__', JSON.stringify(CLIENT_ERROR_LIMITS)));
export const MENU_SCRIPT = compactScript(menu);
/** The question form's per-reader start, on the pages that have the form. */
export const QUESTION_START_SCRIPT = compactScript(questionStart);

/**
 * Pages a reader is about to open, fetched before the click: a link the pointer rests on is
 * prefetched, one pressed is prerendered. Only the site's own reader pages: not the admin, the
 * API, a preview, a one-click newsletter link (following it changes something) or a download.
 */
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
