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
