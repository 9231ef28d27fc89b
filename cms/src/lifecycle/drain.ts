import { replaceSignalListeners } from '@journey-canvas/shared/server';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

const GRACE_MS = 25_000;

const state = { inFlight: 0, draining: false };

export const isDraining = () => state.draining;

export const countRequests = () => async (ctx: Context, next: Next) => {
  state.inFlight += 1;
  if (state.draining) ctx.set('Connection', 'close');
  try {
    await next();
  } finally {
    state.inFlight -= 1;
  }
};

/** Replaces Strapi's own handler, which would cut requests in flight off at once. */
export function drainOnSignal(strapi: Core.Strapi) {
  const drain = async (signal: string) => {
    if (state.draining) return;
    state.draining = true;
    strapi.log.info(`${signal}: draining ${state.inFlight} request(s) in flight, then stopping`);
    strapi.server.httpServer.close();
    const deadline = Date.now() + GRACE_MS;
    while (state.inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await strapi.destroy();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    replaceSignalListeners(signal, () => void drain(signal));
  }
}
