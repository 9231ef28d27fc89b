import { errors } from '@strapi/utils';
import {
  SEARCH_MAX_RESULTS,
  SEARCH_PAGE_SIZE,
  SEARCH_TEXT_MAX_LENGTH,
  hasControlCharacters,
  searchTerms,
} from '@journey-canvas/shared';

export const SEARCH_MAX_PAGE_SIZE = 50;

export interface SearchRequest {
  /** Folded (no accents, lower case); none when the text is only punctuation. */
  terms: string[];
  page: number;
  pageSize: number;
}

const refuse = (path: string, message: string): never => {
  throw new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }] });
};

function wholeNumber(value: unknown, name: string, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  const number = typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 1 || number > max) refuse(name, `${name} must be a whole number from 1 to ${max}`);
  return number;
}

/** Checked before anything reaches the database; a 400 says which parameter is wrong. */
export function parseSearchRequest(query: Record<string, unknown>): SearchRequest {
  const q = query.q;
  if (q !== undefined && typeof q !== 'string') refuse('q', 'q must be given once, as text');
  const text = typeof q === 'string' ? q.trim() : '';
  if (text === '') refuse('q', 'q is required: the words to search for');
  if (hasControlCharacters(text)) refuse('q', 'q must not contain control characters');
  if ([...text].length > SEARCH_TEXT_MAX_LENGTH) refuse('q', `q must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`);
  const pageSize = wholeNumber(query.pageSize, 'pageSize', SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE);
  const page = wholeNumber(query.page, 'page', Math.ceil(SEARCH_MAX_RESULTS / pageSize), 1);
  return { terms: searchTerms(text), page, pageSize };
}
