import type { ServerBuild } from '@remix-run/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsError, CmsUnavailableError } from '../data/client/request.server';
import { answeringCmsFailures } from './cms-failures.server';
import { NO_STORE } from '../platform/http.server';

const down = () => new CmsUnavailableError('/api/blog-posts', new Error('connect ECONNREFUSED'));
const refused = (status: number) =>
  new CmsError(status, 'Invalid value in the query at filters.placeCountry.$eqi', '/api/blog-posts');

/** A server build of one route whose loader and action fail as given. */
function buildFailingWith(loaderError: unknown, actionError: unknown = loaderError) {
  const build = {
    routes: {
      'routes/places.$country': {
        id: 'routes/places.$country',
        path: 'places/:country',
        module: {
          loader: () => Promise.reject(loaderError),
          action: () => Promise.reject(actionError),
          default: () => null,
        },
      },
    },
  } as unknown as ServerBuild;
  return answeringCmsFailures(build) as ServerBuild;
}

const args = () => ({ request: new Request('http://site.test/places/%00'), params: {}, context: {} });

async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

afterEach(() => vi.restoreAllMocks());

describe('answeringCmsFailures', () => {
  it('answers an outage with the uncacheable 503, from a loader or an action', async () => {
    const { module } = buildFailingWith(down()).routes['routes/places.$country']!;
    for (const run of [module.loader!, module.action!]) {
      const answer = (await thrownBy(() => run(args()))) as Response;
      expect(answer).toBeInstanceOf(Response);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Cache-Control')).toBe(NO_STORE);
      expect(answer.headers.get('Retry-After')).toBe('60');
    }
  });

  it("answers a loader whose address the CMS refused (a 400) with the 404 page, and logs the CMS's reason", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { module } = buildFailingWith(refused(400)).routes['routes/places.$country']!;
    const answer = (await thrownBy(() => module.loader!(args()))) as { data: unknown; init: ResponseInit };
    expect(answer.init.status).toBe(404);
    expect(answer.data).toEqual({ path: '/places/%00' });
    expect(JSON.parse(String(log.mock.calls[0]![0]))).toMatchObject({
      event: 'not-found',
      path: '/places/%00',
      cms: 'Invalid value in the query at filters.placeCountry.$eqi',
    });
  });

  it('leaves every other failure alone: a refused write, another refusal, a bug', async () => {
    const bug = new TypeError('undefined is not a function');
    const write = refused(400);
    const { module } = buildFailingWith(bug, write).routes['routes/places.$country']!;
    expect(await thrownBy(() => module.loader!(args()))).toBe(bug);
    expect(await thrownBy(() => module.action!(args()))).toBe(write);
    const forbidden = refused(403);
    const other = buildFailingWith(forbidden).routes['routes/places.$country']!.module;
    expect(await thrownBy(() => other.loader!(args()))).toBe(forbidden);
  });

  it('wraps a build given as a function too (the dev server), and each build once', async () => {
    const build = {
      routes: { root: { id: 'root', module: { loader: () => Promise.reject(down()) } } },
    } as unknown as ServerBuild;
    const load = answeringCmsFailures(async () => build) as () => Promise<ServerBuild>;
    const first = await load();
    expect(await load()).toBe(first);
    expect(((await thrownBy(() => first.routes.root!.module.loader!(args()))) as Response).status).toBe(503);
  });
});
