import { afterEach, beforeEach } from 'vitest';
import { watchConsoleErrors } from './console-errors';

/**
 * Setup file of every unit-test project: a test that writes to console.error fails. A test that
 * expects such a line says so by replacing console.error itself, e.g.
 * `vi.spyOn(console, 'error').mockImplementation(() => {})`, and then checks what it received.
 */
let watcher: ReturnType<typeof watchConsoleErrors> | undefined;

beforeEach(() => {
  watcher = watchConsoleErrors();
});

afterEach(() => {
  watcher?.stop();
  watcher = undefined;
});
