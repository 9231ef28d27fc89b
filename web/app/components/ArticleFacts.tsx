import { formatLongDate } from '../data/format';
import { usePageLanguage, useWords } from './page-language';
import { countryPath, openStreetMapUrl, type ArticlePlace } from '../data/place';

export function ArticleFacts({ place, lastVerifiedAt }: { place: ArticlePlace | null; lastVerifiedAt: string | null }) {
  const words = useWords();
  const { language } = usePageLanguage();
  if (!place && !lastVerifiedAt) return null;
  const { latitude, longitude } = place ?? {};
  return (
    <div className="article-facts">
      {place && (
        <p className="article-place">
          <span className="fact-label">{words.place}</span>{' '}
          {place.country ? (
            <a href={words.path(countryPath(place.country))} dir="auto">
              {place.name === place.country ? place.name : `${place.name}, ${place.country}`}
            </a>
          ) : (
            <span dir="auto">{place.name}</span>
          )}
          {latitude != null && longitude != null && (
            <>
              {' · '}
              <a href={openStreetMapUrl({ latitude, longitude })} rel="noopener noreferrer">
                {words.viewOnOpenStreetMap}
              </a>
            </>
          )}
        </p>
      )}
      {lastVerifiedAt && (
        <p className="article-verified">
          {words.checkedOn} <time dateTime={lastVerifiedAt}>{formatLongDate(lastVerifiedAt, language)}</time>
        </p>
      )}
    </div>
  );
}
