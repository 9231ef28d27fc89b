import { postTypeLabel } from '@journey-canvas/shared';

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "March 4, 2026": the article page's published date. */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));

/** "Mar 4, 2026": the date on story cards. */
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));

export const typeBadge = (postType: string | null | undefined) => postTypeLabel(postType);
