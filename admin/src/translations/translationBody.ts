import { DEFAULT_LANGUAGE } from '@journey-canvas/shared';

/** What a translation has of its own (decision 100): the rest is the story's, edited in the default language. */
export const TRANSLATED_FIELDS = ['title', 'content', 'metaTitle', 'metaDescription', 'placeName', 'placeCountry'] as const;

/** A translation's save: its own text and the status the pressed button asks for, nothing shared. */
export function translationBody(values: Record<string, unknown>, status: 'published' | 'draft' | 'review') {
  const body: Record<string, unknown> = Object.fromEntries(TRANSLATED_FIELDS.map((field) => [field, values[field] ?? null]));
  return { ...body, status };
}

/** The language an Edit view shows: `?locale=` when it names another than the default. */
export function languageOfAddress(search: string, defaultLocale: string = DEFAULT_LANGUAGE): string {
  return new URLSearchParams(search).get('locale') || defaultLocale;
}
