/** Every date the admin shows, in one style: the editor's own language and time zone. */
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const DATE_AND_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

type Instant = string | number | Date;

/** "Dec 1, 2026" in English. */
export const shownDate = (at: Instant) => DATE.format(new Date(at));
/** "Dec 1, 2026, 10:30 PM". */
export const shownDateAndTime = (at: Instant) => DATE_AND_TIME.format(new Date(at));
/** "10:30 PM". */
export const shownTime = (at: Instant) => TIME.format(new Date(at));

const CALENDAR_DAY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day a moment falls on in this browser's time zone, as the CMS reads dates: `2026-12-01`. */
export const calendarDay = (at: Instant) => CALENDAR_DAY.format(new Date(at));
