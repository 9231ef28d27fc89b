/** The trip pack's inline scripts (decision 064), read as text by Vite at build time. */
import { compactScript } from '../inline-scripts/compact';
import saveButton from './save-button.js?raw';
import savedList from './saved-list.js?raw';

export const SAVE_BUTTON_SCRIPT = compactScript(saveButton);
export const SAVED_LIST_SCRIPT = compactScript(savedList);
