import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchConsoleErrors } from './console-errors';

describe('watchConsoleErrors', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('fails a test that wrote to console.error, saying what it wrote', () => {
    const watcher = watchConsoleErrors();
    console.error('boom %d', 42);
    console.error(new Error('second'));
    expect(() => watcher.stop()).toThrow(
      /^console\.error was called 2 time\(s\) by a test that did not expect it:\nboom 42\nError: second\n/,
    );
  });

  it('passes a test that did not, and puts console.error back', () => {
    const before = console.error;
    const watcher = watchConsoleErrors();
    expect(console.error).not.toBe(before);
    expect(watcher.stop()).toBeUndefined();
    expect(console.error).toBe(before);
  });

  it('lets a test that expects a console.error say so by replacing it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    console.error('expected');
    expect(log).toHaveBeenCalledWith('expected');
  });
});
