import { GPX_MAX_POINTS, GPX_TRIM_METERS, ITINERARY_LIMITS } from '../travel-limits';

/** The schema prefixes itinerary messages with "Day 2, stop 1: ", so they read the same at every door. */
export const ITINERARY_MESSAGES = {
  notList: 'The itinerary must be a list of days, each with its stops',
  tooManyDays: `An itinerary has at most ${ITINERARY_LIMITS.days} days`,
  dayTitleTooLong: `A day's title must be ${ITINERARY_LIMITS.dayTitle} characters or less`,
  noStops: 'Add at least one stop to this day, or remove the day',
  tooManyStops: `A day has at most ${ITINERARY_LIMITS.stopsPerDay} stops`,
  stopNameRequired: 'Give this stop a name',
  stopNameTooLong: `A stop's name must be ${ITINERARY_LIMITS.stopName} characters or less`,
  timeInvalid: 'Enter the time as HH:MM, 24-hour, such as 09:30',
  durationInvalid: `Enter the duration in whole minutes, from 1 to ${ITINERARY_LIMITS.durationMinutes}`,
  noteTooLong: `A stop's note must be ${ITINERARY_LIMITS.note} characters or less`,
  costInvalid: `Enter the cost as a number from 0 to ${ITINERARY_LIMITS.cost.toLocaleString('en-US')}`,
  currencyInvalid: 'Enter the currency as its three-letter code, such as EUR, USD or JPY',
  costTogether: 'Enter both the cost and its currency, or neither',
  latitudeRange: 'Latitude must be a number from -90 to 90',
  longitudeRange: 'Longitude must be a number from -180 to 180',
  coordinatesTogether: 'Enter both latitude and longitude, or neither',
} as const;

export const ROUTE_MESSAGES = {
  notFileId: 'The route must be the id of an uploaded GPX file, or null',
  notFound: (id: number) => `GPX file ${id} was not found. Please upload it again.`,
  notGpx: (id: number) => `File ${id} is not a GPX route: upload a .gpx file for the route`,
} as const;

/** Each follows the file's name, after `GPX_REFUSED`, as `INVALID_FILES` leads an image's. */
export const GPX_REFUSED = 'Please upload a GPX route under 10MB.';
export const GPX_MESSAGES = {
  tooLarge: 'larger than 10MB',
  notText: 'not a GPX file (it is not XML text)',
  declarations: 'a GPX file may not declare a DOCTYPE or entities',
  malformed: (detail: string) => `not well-formed XML (${detail})`,
  notGpx: (root: string) => `not a GPX file (its root element is <${root}>)`,
  noPoints: 'the GPX file has no track or route points',
  tooManyPoints: `the GPX file has more than ${GPX_MAX_POINTS.toLocaleString('en-US')} points`,
  badPoint: (position: number) => `point ${position} has no valid latitude and longitude`,
  tooShort: `the route is too short: its first and last ${GPX_TRIM_METERS} m are removed for privacy, and too little is left`,
} as const;
