import { pathInLanguage } from '@journey-canvas/shared';
import { LANGUAGE_OFFER_SCRIPT } from '../inline-scripts/reader-scripts';
import { useNonce } from '../platform/nonce';
import { wordsOf } from '../words/words';
import { usePageLanguage } from './page-language';

/**
 * A home page's offer of the site in the reader's own language (decision 100): every other language's
 * home, hidden, each in its own words; a few lines of script show the one the browser asks for first.
 */
export function LanguageOffer() {
  const { language, languages } = usePageLanguage();
  const nonce = useNonce();
  const others = languages.filter((code) => code !== language);
  if (others.length === 0) return null;
  return (
    <>
      {others.map((code) => {
        const words = wordsOf(code);
        return (
          <aside
            key={code}
            className="language-offer"
            data-language-offer={code}
            lang={code}
            aria-label={words.languageOfferLabel}
            hidden
          >
            <a href={pathInLanguage('/', code, languages[0]!)} hrefLang={code}>
              {words.languageOffer}
            </a>
            <button type="button" className="language-offer-close" aria-label={words.close}>
              ×
            </button>
          </aside>
        );
      })}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: LANGUAGE_OFFER_SCRIPT }} />
    </>
  );
}
