import { afterEach, expect, it, vi } from 'vitest';
import { drainOnSignal } from './drain';

const listenersBefore = process.listeners('SIGTERM');
afterEach(() => {
  for (const listener of process.listeners('SIGTERM')) {
    if (!listenersBefore.includes(listener)) process.removeListener('SIGTERM', listener);
  }
  vi.restoreAllMocks();
});

it('stops on a SIGTERM that came in the last moment of the start, before it took over from Strapi', async () => {
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  const strapiListener = vi.fn();
  process.on('SIGTERM', strapiListener);
  const strapi = { log: { info: vi.fn() }, server: { httpServer: { close: vi.fn() } }, destroy: vi.fn(async () => {}) };

  // The signal reaches the process while the start's queries still run: JavaScript has not seen it yet.
  process.kill(process.pid, 'SIGTERM');
  drainOnSignal(strapi as never);

  await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 2000 });
  expect(strapi.server.httpServer.close).toHaveBeenCalled();
  expect(strapi.destroy).toHaveBeenCalledTimes(1);
  expect(strapiListener).not.toHaveBeenCalled();
});
