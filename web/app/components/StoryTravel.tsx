import { useWords } from './page-language';
import type { ArticleTravel } from '../data/travel.server';
import type { ArticleDay } from '../data/itinerary';
import { ItineraryDays } from './ItineraryDays';
import { MapView } from './MapView';
import { RouteFacts } from './RouteFacts';

export function StoryTravel({
  slug,
  itinerary,
  travel,
}: {
  slug: string;
  itinerary: ArticleDay[] | null;
  travel?: ArticleTravel;
}) {
  const words = useWords();
  if (!itinerary && !travel?.map && !travel?.route) return null;
  return (
    <div className="story-travel">
      {travel?.map && (
        <figure className="story-map">
          {travel.map.around ? (
            <a
              className="story-embed-facade story-map-facade"
              href={travel.map.around.page}
              rel="noopener noreferrer"
              data-embed={travel.map.around.player}
              data-embed-title={`${travel.map.title} on OpenStreetMap`}
            >
              <MapView map={travel.map} />
              <span className="story-map-open">Show streets on OpenStreetMap</span>
            </a>
          ) : (
            <MapView map={travel.map} />
          )}
          {itinerary && <figcaption>Numbers on the map are the stops below.</figcaption>}
        </figure>
      )}
      {itinerary && (
        <section className="itinerary" aria-labelledby="itinerary-heading">
          <h2 id="itinerary-heading">Itinerary</h2>
          <p>
            <a href={words.path(`/articles/${slug}/itinerary`)}>Printable itinerary</a>
          </p>
          <ItineraryDays days={itinerary} headingLevel={3} />
        </section>
      )}
      {travel?.route && <RouteFacts route={travel.route} />}
    </div>
  );
}
