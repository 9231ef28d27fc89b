import { z } from 'zod';
import { AUTOSAVE_MESSAGES } from './messages';
import { autosaveRules } from './post-fields';

/**
 * Each field checked as a save checks it, but nothing required: work in progress may lack a title or
 * an image (decision 043). Empty is null; fields not in the form are dropped.
 */
export const autosaveFieldsSchema = z.object(autosaveRules, { error: AUTOSAVE_MESSAGES.fields });

export type AutosaveFields = z.output<typeof autosaveFieldsSchema>;

/** After the last keystroke. */
export const AUTOSAVE_DELAY_MS = 3000;
