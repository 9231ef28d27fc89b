import type { Core } from '@strapi/strapi';

/** `system`: no request and no cron task (start-up, seed); `import`: `npm run import`. */
export type ChangeDoor = 'admin' | 'panel' | 'rest' | 'scheduler' | 'system' | 'import';

export interface ChangeContext {
  actor: string | null;
  door: ChangeDoor;
}

/** Koa's context as Strapi keeps it, or the mark `runAsDoor` leaves. */
interface RequestLike {
  path?: string;
  state?: {
    user?: { username?: string | null; email?: string | null } | null;
    auth?: { strategy?: { name?: string } };
    changeDoor?: ChangeDoor;
  };
}

type RequestContext = Pick<Core.Strapi['requestContext'], 'get'>;

const ADMIN_API_PREFIX = '/api/admin/';

const actorOf = (state: RequestLike['state']) => state?.user?.username || state?.user?.email || null;

/** Read from `strapi.requestContext`, so code a write runs can tell without being handed the request. */
export function changeContext(requestContext: RequestContext = strapi.requestContext): ChangeContext {
  const request = requestContext.get() as RequestLike | undefined;
  if (!request) return { actor: null, door: 'system' };
  const { state } = request;
  if (state?.changeDoor) return { actor: actorOf(state), door: state.changeDoor };
  const actor = actorOf(state);
  if (state?.auth?.strategy?.name === 'admin') return { actor, door: 'panel' };
  if (request.path?.startsWith(ADMIN_API_PREFIX)) return { actor, door: 'admin' };
  return { actor, door: 'rest' };
}

/** For work no request started; it holds no user, so nothing in it passes for a person, but for the one who asked for an import. */
export function runAsDoor<T>(
  door: 'scheduler' | 'system' | 'import',
  work: () => Promise<T>,
  requestContext: { run(store: never, work: () => Promise<unknown>): Promise<unknown> } = strapi.requestContext,
  actor?: string,
): Promise<T> {
  const mark: RequestLike = { state: { changeDoor: door, user: actor ? { username: actor } : null } };
  return requestContext.run(mark as never, work) as Promise<T>;
}
