import { itineraryField } from '@journey-canvas/shared';
import { openStreetMapUrl } from './place';

export interface ArticleStop {
  /** Its number on the story's map, for a stop with coordinates. */
  number: number | null;
  name: string;
  time: string | null;
  duration: string | null;
  cost: string | null;
  note: string | null;
  latitude: number | null;
  longitude: number | null;
  mapUrl: string | null;
}

export interface ArticleDay {
  title: string | null;
  stops: ArticleStop[];
}

/** "45 min", "2 h", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} h` : '', rest > 0 ? `${rest} min` : ''].filter(Boolean).join(' ');
}

/** "MAD 100", "¥3,000", "$15.50". */
export function formatCost(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** Parsed again with the shared schema: anything else stored there is no itinerary at all. */
export function articleItinerary(stored: unknown): ArticleDay[] | null {
  const parsed = itineraryField.safeParse(stored);
  if (!parsed.success || !parsed.data) return null;
  let numbered = 0;
  return parsed.data.map((day) => ({
    title: day.title ?? null,
    stops: day.stops.map((stop) => {
      const located = stop.latitude !== undefined && stop.longitude !== undefined;
      return {
        number: located ? (numbered += 1) : null,
        name: stop.name,
        time: stop.time ?? null,
        duration: stop.durationMinutes ? formatDuration(stop.durationMinutes) : null,
        cost: stop.cost !== undefined && stop.currency ? formatCost(stop.cost, stop.currency) : null,
        note: stop.note ?? null,
        latitude: located ? stop.latitude! : null,
        longitude: located ? stop.longitude! : null,
        mapUrl: located ? openStreetMapUrl({ latitude: stop.latitude!, longitude: stop.longitude! }) : null,
      };
    }),
  }));
}
