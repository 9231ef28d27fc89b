import { afterEach, expect, it, vi } from 'vitest';
import { replaceSignalListeners } from './signals';

const listenersBefore = process.listeners('SIGTERM');
afterEach(() => {
  for (const listener of process.listeners('SIGTERM')) {
    if (!listenersBefore.includes(listener)) process.removeListener('SIGTERM', listener);
  }
});

it('hands a signal that arrived just before the change to the new listener, not the old one', async () => {
  const old = vi.fn();
  const replacement = vi.fn();
  process.on('SIGTERM', old);
  // Delivered to the process now, to JavaScript only when the event loop next turns.
  process.kill(process.pid, 'SIGTERM');
  replaceSignalListeners('SIGTERM', replacement);
  await vi.waitFor(() => expect(replacement).toHaveBeenCalledTimes(1), { timeout: 2000 });
  expect(old).not.toHaveBeenCalled();
});
