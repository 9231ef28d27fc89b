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
  const { travel: say } = words;
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
              data-embed-title={say.onOpenStreetMap(travel.map.title)}
            >
              <MapView map={travel.map} />
              <span className="story-map-open">{say.showStreets}</span>
            </a>
          ) : (
            <MapView map={travel.map} />
          )}
          {itinerary && <figcaption>{say.numbersAreStops}</figcaption>}
        </figure>
      )}
      {itinerary && (
        <section className="itinerary" aria-labelledby="itinerary-heading">
          <h2 id="itinerary-heading">{say.itinerary}</h2>
          <p>
            <a href={words.path(`/articles/${slug}/itinerary`)}>{say.printableItinerary}</a>
          </p>
          <ItineraryDays days={itinerary} headingLevel={3} />
        </section>
      )}
      {travel?.route && <RouteFacts route={travel.route} />}
    </div>
  );
}
