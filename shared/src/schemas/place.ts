import { z } from 'zod';
import { PLACE_TEXT_MAX_LENGTH } from '../limits';
import { PLACE_MESSAGES } from './messages';
import { optionalText } from './stored-text';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const placeText = (field: string, tooLong: string) => optionalText(field, PLACE_TEXT_MAX_LENGTH, tooLong);

const coordinate = (limit: number, outOfRange: string) =>
  z.preprocess(
    blankToUndefined,
    z.number({ error: outOfRange }).min(-limit, { error: outOfRange }).max(limit, { error: outOfRange }).optional(),
  );

/** Coordinates in decimal degrees, WGS 84, as OpenStreetMap and schema.org use them. */
export const placeFields = {
  placeName: placeText('Place name', PLACE_MESSAGES.nameTooLong),
  placeCountry: placeText('Country', PLACE_MESSAGES.countryTooLong),
  placeLatitude: coordinate(90, PLACE_MESSAGES.latitudeRange),
  placeLongitude: coordinate(180, PLACE_MESSAGES.longitudeRange),
};

/** A day's grace for time zones. */
export const lastVerifiedField = z.preprocess(
  blankToUndefined,
  z.iso
    .date({ error: PLACE_MESSAGES.verifiedInvalid })
    .refine((day) => Date.parse(day) <= Date.now() + 24 * 60 * 60 * 1000, { error: PLACE_MESSAGES.verifiedInFuture })
    .optional(),
);

type PlaceValues = { placeName?: string; placeLatitude?: number; placeLongitude?: number };

const whenPlaceParsed = (payload: z.core.ParsePayload) =>
  !payload.issues.some((issue) => String(issue.path?.[0]).startsWith('place'));

/** Coordinates need a name: readers see the name, the map link uses the coordinates. */
export const PLACE_CHECKS = [
  z.refine<PlaceValues>((post) => (post.placeLatitude === undefined) === (post.placeLongitude === undefined), {
    path: ['placeLongitude'],
    error: PLACE_MESSAGES.coordinatesTogether,
    when: whenPlaceParsed,
  }),
  z.refine<PlaceValues>((post) => post.placeLatitude === undefined || Boolean(post.placeName), {
    path: ['placeName'],
    error: PLACE_MESSAGES.nameRequired,
    when: whenPlaceParsed,
  }),
];
