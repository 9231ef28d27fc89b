export const ITINERARY_LIMITS = {
  days: 30,
  stopsPerDay: 20,
  dayTitle: 100,
  stopName: 100,
  note: 280,
  /** Minutes. */
  durationMinutes: 24 * 60,
  cost: 1_000_000,
} as const;

export const GPX_MAX_BYTES = 10 * 1024 * 1024;
/** Five long days logged every second; more only slows the CMS and readers' pages. */
export const GPX_MAX_POINTS = 200_000;
/** So no route shows where its author lives (decision 085). */
export const GPX_TRIM_METERS = 200;
export const GPX_MIME_TYPE = 'application/gpx+xml';
/** Strapi's upload check must let these through to the GPX guard, which judges the content itself. */
export const GPX_UPLOAD_TYPES = [GPX_MIME_TYPE, 'application/xml', 'text/xml'] as const;
