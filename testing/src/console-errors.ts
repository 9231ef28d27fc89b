import { format } from 'node:util';

/** Records console.error instead of printing it; `stop()` puts it back and throws with every recorded line, if any. */
export function watchConsoleErrors() {
  const previous = console.error;
  const calls: unknown[][] = [];
  console.error = (...args: unknown[]) => {
    calls.push(args);
  };
  return {
    stop() {
      console.error = previous;
      if (calls.length === 0) return;
      const lines = calls.map((args) => format(...args)).join('\n');
      throw new Error(`console.error was called ${calls.length} time(s) by a test that did not expect it:\n${lines}`);
    },
  };
}
