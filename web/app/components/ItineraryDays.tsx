import type { ArticleDay, ArticleStop } from '../data/itinerary';
import { useWords } from './page-language';

function Stop({ stop }: { stop: ArticleStop }) {
  const { travel: say } = useWords();
  return (
    <li className="stop">
      <span className="stop-when">
        {stop.time && <time>{stop.time}</time>}
        {stop.duration && <span className="stop-duration">{stop.duration}</span>}
      </span>
      <span className="stop-what">
        {stop.number !== null && (
          <span className="stop-number">
            <span className="visually-hidden">{say.mapStop} </span>
            {stop.number}
          </span>
        )}{' '}
        <strong dir="auto">{stop.name}</strong>
        {stop.cost && <span className="stop-cost"> · {stop.cost}</span>}
        {stop.note && (
          <span className="stop-note" dir="auto">
            {' '}
            — {stop.note}
          </span>
        )}
        {stop.mapUrl && (
          <>
            {' '}
            <a className="stop-map" href={stop.mapUrl} rel="noopener noreferrer" aria-label={say.onOpenStreetMap(stop.name)}>
              OpenStreetMap
            </a>
          </>
        )}
      </span>
    </li>
  );
}

export function ItineraryDays({ days, headingLevel }: { days: ArticleDay[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { travel: say } = useWords();
  return (
    <ol className="itinerary-days">
      {days.map((day, index) => (
        <li key={index} className="itinerary-day">
          <Heading dir="auto">
            {say.day(index + 1)}
            {day.title ? `: ${day.title}` : ''}
          </Heading>
          <ol className="stops">
            {day.stops.map((stop, position) => (
              <Stop key={position} stop={stop} />
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
