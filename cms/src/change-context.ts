import type { Core } from '@strapi/strapi';

/** The way a change reached the CMS: our admin API, Strapi's own panel, the public REST API, a cron task, or none of these (start-up, seed). */
export type ChangeDoor = 'admin' | 'panel' | 'rest' | 'scheduler' | 'system';

/** Who saved (a username or email, `null` when nobody was signed in) and through which door. */
export interface ChangeContext {
  actor: string | null;
  door: ChangeDoor;
}

/** What this module reads of a request: Koa's context as Strapi keeps it, or the mark `runAsDoor` leaves. */
interface RequestLike {
  path?: string;
  state?: {
    user?: { username?: string | null; email?: string | null } | null;
    auth?: { strategy?: { name?: string } };
    changeDoor?: ChangeDoor;
  };
}

type RequestContext = Pick<Core.Strapi['requestContext'], 'get'>;

/** Our admin API (the ra-data-simple-rest dialect) lives under this prefix; see routes/admin-blog-post.ts. */
const ADMIN_API_PREFIX = '/api/admin/';

const actorOf = (state: RequestLike['state']) => state?.user?.username || state?.user?.email || null;

/**
 * Who made the change being written now and through which door, read from the request Strapi is
 * serving (`strapi.requestContext`), so any code a write runs (the document rules, revisions, the
 * activity log) can tell without being handed the request. Strapi's panel signs in with its own
 * `admin` strategy; our admin API is the content API under `/api/admin/`; any other request is REST.
 * Work no request started is the scheduler's when it runs inside `runAsDoor('scheduler', …)`, the
 * system's otherwise.
 */
export function changeContext(requestContext: RequestContext = strapi.requestContext): ChangeContext {
  const request = requestContext.get() as RequestLike | undefined;
  if (!request) return { actor: null, door: 'system' };
  const { state } = request;
  if (state?.changeDoor) return { actor: null, door: state.changeDoor };
  const actor = actorOf(state);
  if (state?.auth?.strategy?.name === 'admin') return { actor, door: 'panel' };
  if (request.path?.startsWith(ADMIN_API_PREFIX)) return { actor, door: 'admin' };
  return { actor, door: 'rest' };
}

/**
 * Runs work that no request started (a cron task) as coming through `door`, so the changes it
 * makes are recorded as the scheduler's. It holds no user, so nothing in it passes for a person.
 */
export function runAsDoor<T>(
  door: 'scheduler' | 'system',
  work: () => Promise<T>,
  requestContext: { run(store: never, work: () => Promise<unknown>): Promise<unknown> } = strapi.requestContext,
): Promise<T> {
  const mark: RequestLike = { state: { changeDoor: door } };
  return requestContext.run(mark as never, work) as Promise<T>;
}
