/** The limits of a post's itinerary and GPX route, one place for each. */

export const ITINERARY_LIMITS = {
  /** Days in one itinerary: a month-long trip. */
  days: 30,
  /** Stops in one day. */
  stopsPerDay: 20,
  dayTitle: 100,
  stopName: 100,
  /** A short note, read at a glance on the printed page. */
  note: 280,
  /** A stop's duration, in minutes: a day and a night. */
  durationMinutes: 24 * 60,
  /** The largest cost of one stop, in its currency (a million covers any currency's safari or flight). */
  cost: 1_000_000,
} as const;

/** The largest GPX file an editor may upload, as an image. */
export const GPX_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most points a GPX file may hold: a long day logged every second is ~40,000, so this is five
 * of them; more only slows the CMS and every reader's page down. 2,000,000 is refused.
 */
export const GPX_MAX_POINTS = 200_000;
/** How much of each end of a route is cut off (and how near to either end no point is kept), so no route shows where its author lives. */
export const GPX_TRIM_METERS = 200;
/** A GPX file's media type, as the CMS stores a cleaned one. */
export const GPX_MIME_TYPE = 'application/gpx+xml';
/**
 * The types Strapi's own upload check may see for a GPX file (by its content, `.gpx` or `.xml`
 * name, or declared type) and must let through to the GPX guard, which judges the content itself.
 */
export const GPX_UPLOAD_TYPES = [GPX_MIME_TYPE, 'application/xml', 'text/xml'] as const;
