import { z } from 'zod';
import { ITINERARY_LIMITS } from '../travel-limits';
import { storableText } from './stored-text';
import { ITINERARY_MESSAGES, ROUTE_MESSAGES } from './travel-messages';

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

/** "Day 2, stop 1: ", from the issue's whole path as Zod hands it. */
function whereIn(path: readonly PropertyKey[] | undefined): string {
  const at = path ?? [];
  const start = at.indexOf('itinerary');
  const [day, stops, stop] = at.slice(start + 1);
  if (typeof day !== 'number') return '';
  return stops === 'stops' && typeof stop === 'number' ? `Day ${day + 1}, stop ${stop + 1}: ` : `Day ${day + 1}: `;
}

const placed = (message: string) => (issue: { path?: readonly PropertyKey[] }) => `${whereIn(issue.path)}${message}`;

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

/** Where the runtime cannot list ISO 4217 currencies, any three capital letters pass. */
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

/** Coordinates in decimal degrees (WGS 84); time as `HH:MM`; duration in minutes. */
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

/** The admin form and every CMS door check it alike (decision 060). */
export const itineraryField = itinerarySchema(completeDay);

/** As an autosave keeps it: a stop may lack its name and a day its stops. */
export const itineraryDraftField = itinerarySchema(daySchema(stopSchema(stopName.or(z.literal('')).nullish()), 0));

export type ItineraryDay = z.output<typeof completeDay>;
export type ItineraryStop = ItineraryDay['stops'][number];
export type Itinerary = ItineraryDay[];

const fileIdOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : blank(value);

/** The CMS checks the id is an uploaded, cleaned GPX file. */
export const routeField = z.preprocess(
  fileIdOf,
  z
    .number({ error: ROUTE_MESSAGES.notFileId })
    .int({ error: ROUTE_MESSAGES.notFileId })
    .positive({ error: ROUTE_MESSAGES.notFileId })
    .optional(),
);
