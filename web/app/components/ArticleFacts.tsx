import { formatLongDate } from '../data/format';
import { countryPath, openStreetMapUrl, type ArticlePlace } from '../data/place';

export function ArticleFacts({ place, lastVerifiedAt }: { place: ArticlePlace | null; lastVerifiedAt: string | null }) {
  if (!place && !lastVerifiedAt) return null;
  const { latitude, longitude } = place ?? {};
  return (
    <div className="article-facts">
      {place && (
        <p className="article-place">
          <span className="fact-label">Place:</span>{' '}
          {place.country ? (
            <a href={countryPath(place.country)} dir="auto">
              {place.name === place.country ? place.name : `${place.name}, ${place.country}`}
            </a>
          ) : (
            <span dir="auto">{place.name}</span>
          )}
          {latitude != null && longitude != null && (
            <>
              {' · '}
              <a href={openStreetMapUrl({ latitude, longitude })} rel="noopener noreferrer">
                View on OpenStreetMap
              </a>
            </>
          )}
        </p>
      )}
      {lastVerifiedAt && (
        <p className="article-verified">
          Checked on <time dateTime={lastVerifiedAt}>{formatLongDate(lastVerifiedAt)}</time>
        </p>
      )}
    </div>
  );
}
