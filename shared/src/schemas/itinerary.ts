import { z } from 'zod';
import { ITINERARY_LIMITS } from '../travel-limits';
import { storableText } from './stored-text';
import { ITINERARY_MESSAGES, ROUTE_MESSAGES } from './travel-messages';

/** An empty form field (`''`) or a missing one: no value. */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * Where in the itinerary an issue is, as the editor counts: "Day 2, stop 1: ". Zod hands each
 * message the issue's whole path (`itinerary`, day index, `stops`, stop index, field).
 */
function whereIn(path: readonly PropertyKey[] | undefined): string {
  const at = path ?? [];
  const start = at.indexOf('itinerary');
  const [day, stops, stop] = at.slice(start + 1);
  if (typeof day !== 'number') return '';
  return stops === 'stops' && typeof stop === 'number' ? `Day ${day + 1}, stop ${stop + 1}: ` : `Day ${day + 1}: `;
}

/** A message that says where it applies. */
const placed = (message: string) => (issue: { path?: readonly PropertyKey[] }) => `${whereIn(issue.path)}${message}`;

/** `storableText`'s rule, its message placed. */
const storable = (field: string) => {
  const [check, { error }] = storableText(field);
  return [check, { error: placed(error) }] as const;
};

const optionalText = (field: string, max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: placed(tooLong) })
    .refine(...storable(field))
    .nullish()
    .transform((value) => value || undefined)
    .optional();

const coordinate = (limit: number, outOfRange: string) =>
  z.preprocess(
    blank,
    z
      .number({ error: placed(outOfRange) })
      .min(-limit, { error: placed(outOfRange) })
      .max(limit, { error: placed(outOfRange) })
      .optional(),
  );

/** Currencies the runtime knows (ISO 4217), where it can list them; otherwise any three capital letters. */
const knownCurrencies: ReadonlySet<string> | null = (() => {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  return typeof intl.supportedValuesOf === 'function' ? new Set(intl.supportedValuesOf('currency')) : null;
})();

const currency = z.preprocess(
  (value) => (typeof value === 'string' ? blank(value.trim().toUpperCase()) : blank(value)),
  z
    .string({ error: placed(ITINERARY_MESSAGES.currencyInvalid) })
    .regex(/^[A-Z]{3}$/, { error: placed(ITINERARY_MESSAGES.currencyInvalid) })
    .refine((code) => !knownCurrencies || knownCurrencies.has(code), { error: placed(ITINERARY_MESSAGES.currencyInvalid) })
    .optional(),
);

const stopName = z
  .string({ error: placed(ITINERARY_MESSAGES.stopNameRequired) })
  .trim()
  .min(1, { error: placed(ITINERARY_MESSAGES.stopNameRequired), abort: true })
  .max(ITINERARY_LIMITS.stopName, { error: placed(ITINERARY_MESSAGES.stopNameTooLong) })
  .refine(...storable('Stop name'));

/**
 * One stop of a day: its name, and optionally where it is (coordinates in decimal degrees, WGS 84,
 * for its OpenStreetMap link and the map), when (a time of day, `HH:MM`) or for how long (minutes),
 * a short note and what it costs in a currency.
 */
const stopSchema = <Name extends z.ZodType>(name: Name) =>
  z
    .object({
      name,
      latitude: coordinate(90, ITINERARY_MESSAGES.latitudeRange),
      longitude: coordinate(180, ITINERARY_MESSAGES.longitudeRange),
      time: z.preprocess(
        blank,
        z
          .string({ error: placed(ITINERARY_MESSAGES.timeInvalid) })
          .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: placed(ITINERARY_MESSAGES.timeInvalid) })
          .optional(),
      ),
      durationMinutes: z.preprocess(
        blank,
        z
          .number({ error: placed(ITINERARY_MESSAGES.durationInvalid) })
          .int({ error: placed(ITINERARY_MESSAGES.durationInvalid) })
          .min(1, { error: placed(ITINERARY_MESSAGES.durationInvalid) })
          .max(ITINERARY_LIMITS.durationMinutes, { error: placed(ITINERARY_MESSAGES.durationInvalid) })
          .optional(),
      ),
      note: optionalText('Note', ITINERARY_LIMITS.note, ITINERARY_MESSAGES.noteTooLong),
      cost: z.preprocess(
        blank,
        z
          .number({ error: placed(ITINERARY_MESSAGES.costInvalid) })
          .min(0, { error: placed(ITINERARY_MESSAGES.costInvalid) })
          .max(ITINERARY_LIMITS.cost, { error: placed(ITINERARY_MESSAGES.costInvalid) })
          .optional(),
      ),
      currency,
    })
    .check(
      z.refine((stop) => (stop.latitude === undefined) === (stop.longitude === undefined), {
        path: ['longitude'],
        error: placed(ITINERARY_MESSAGES.coordinatesTogether),
        when: (payload) => payload.issues.length === 0,
      }),
      z.refine((stop) => (stop.cost === undefined) === (stop.currency === undefined), {
        path: ['currency'],
        error: placed(ITINERARY_MESSAGES.costTogether),
        when: (payload) => payload.issues.length === 0,
      }),
    );

/** One day of an itinerary: an optional title ("Arrival and the old town") and its stops, in order. */
const daySchema = <Stop extends z.ZodType>(stop: Stop, fewestStops: number) =>
  z.object({
    title: optionalText('Day title', ITINERARY_LIMITS.dayTitle, ITINERARY_MESSAGES.dayTitleTooLong),
    stops: z
      .array(stop, { error: placed(ITINERARY_MESSAGES.noStops) })
      .min(fewestStops, { error: placed(ITINERARY_MESSAGES.noStops) })
      .max(ITINERARY_LIMITS.stopsPerDay, { error: placed(ITINERARY_MESSAGES.tooManyStops) }),
  });

const itinerarySchema = <T extends z.ZodType>(day: T) =>
  z
    .preprocess(
      blank,
      z
        .array(day, { error: ITINERARY_MESSAGES.notList })
        .max(ITINERARY_LIMITS.days, { error: ITINERARY_MESSAGES.tooManyDays })
        .optional(),
    )
    .transform((days) => (days && days.length > 0 ? days : undefined));

const completeDay = daySchema(stopSchema(stopName), 1);

/**
 * A post's day-by-day itinerary (optional): days in order, each with its stops. No days, an empty
 * list or null, is no itinerary. The admin form and the CMS (every door) check it alike.
 */
export const itineraryField = itinerarySchema(completeDay);

/** An itinerary being written, as an autosave keeps it: checked as a save checks it, but a stop may lack its name and a day its stops. */
export const itineraryDraftField = itinerarySchema(daySchema(stopSchema(stopName.or(z.literal('')).nullish()), 0));

export type ItineraryDay = z.output<typeof completeDay>;
export type ItineraryStop = ItineraryDay['stops'][number];
export type Itinerary = ItineraryDay[];

/** A file as a post's record holds it (`{ id, url, … }`), or its id as a form sends it. */
const fileIdOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : blank(value);

/** A post's GPX route: the id of an uploaded, cleaned GPX file (the CMS checks it is one), or none. */
export const routeField = z.preprocess(
  fileIdOf,
  z
    .number({ error: ROUTE_MESSAGES.notFileId })
    .int({ error: ROUTE_MESSAGES.notFileId })
    .positive({ error: ROUTE_MESSAGES.notFileId })
    .optional(),
);
