import { afterEach, beforeEach } from 'vitest';
import { watchConsoleErrors } from './console-errors';

// Setup file of every unit-test project: a test that writes to console.error fails. A test that expects such a line
// replaces console.error itself (`vi.spyOn(console, 'error').mockImplementation(() => {})`) and checks what it got.
let watcher: ReturnType<typeof watchConsoleErrors> | undefined;

beforeEach(() => {
  watcher = watchConsoleErrors();
});

afterEach(() => {
  watcher?.stop();
  watcher = undefined;
});
